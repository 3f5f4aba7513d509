import 'server-only';

// Every setting comes from the environment, with the local embedded stack's defaults.
const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

const LOCAL_API = 'http://127.0.0.1:8787';
/** An API on this machine: the local stack, whose secrets are public defaults. */
const isLocal = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(url);

/**
 * A secret from the environment. Its public local default goes only with an API on this machine:
 * a deployed site missing its secret refuses to run rather than sign with a default anyone knows.
 */
function secret(name: string, localDefault: string): string {
  const value = process.env[name]?.trim();
  if (value) return value;
  if (isLocal(config.apiUrl())) return localDefault;
  throw new Error(`${name} is not set: a site whose API is not on this machine needs its own secret.`);
}

export const config = {
  /** The backend's HTTP API (API Gateway in production; `npm run dev:api` locally). */
  apiUrl: () => env('DOMINION_API_URL', LOCAL_API).replace(/\/+$/, ''),
  /**
   * How long a call to the API may take, in ms: API Gateway ends a request at 29 s, so a call still
   * open after 30 s will never be answered. 1 s to 2 minutes; anything else is the default.
   */
  apiTimeoutMs: () => {
    const ms = Number(process.env.DOMINION_API_TIMEOUT_MS?.trim() || NaN);
    return Number.isInteger(ms) && ms >= 1_000 && ms <= 120_000 ? ms : 30_000;
  },
  /** The secret the API verifies bearer tokens with (the backend's app secret). */
  apiSecret: () => secret('DOMINION_API_SECRET', 'local-development-secret'),
  /** next-auth's secret (its session and sign-in tokens). */
  nextAuthSecret: () => secret('NEXTAUTH_SECRET', 'local-development-nextauth-secret'),
  /** During a rotation of that secret, the one before it: one-click links it signed still open. */
  apiSecretPrevious: () => process.env.DOMINION_API_SECRET_PREVIOUS?.trim() || undefined,
  /** DynamoDB for next-auth users/sessions (the local stack's dynalite, or AWS when unset). */
  dynamoEndpoint: () => process.env.DOMINION_DYNAMODB_ENDPOINT?.trim() || undefined,
  authTable: () => env('DOMINION_AUTH_TABLE', 'next-auth'),
  /** SES (the local emulator's URL, or AWS when unset). */
  sesEndpoint: () => process.env.DOMINION_SES_ENDPOINT?.trim() || undefined,
  mailFrom: () => env('DOMINION_MAIL_FROM', 'dominion@localhost'),
  /** Locally: the mail viewer where sign-in links arrive (unset in production). */
  mailViewerUrl: () => process.env.DOMINION_MAIL_VIEWER_URL?.trim() || undefined,
  region: () => env('AWS_REGION', 'local'),
};
