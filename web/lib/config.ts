import 'server-only';

// Every setting comes from the environment, with the local embedded stack's defaults.
const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export const config = {
  /** The backend's HTTP API (API Gateway in production; `npm run dev:api` locally). */
  apiUrl: () => env('DOMINION_API_URL', 'http://127.0.0.1:8787').replace(/\/+$/, ''),
  /**
   * How long a call to the API may take, in ms: API Gateway ends a request at 29 s, so a call still
   * open after 30 s will never be answered. 1 s to 2 minutes; anything else is the default.
   */
  apiTimeoutMs: () => {
    const ms = Number(process.env.DOMINION_API_TIMEOUT_MS?.trim() || NaN);
    return Number.isInteger(ms) && ms >= 1_000 && ms <= 120_000 ? ms : 30_000;
  },
  /** The secret the API verifies bearer tokens with (the backend's app secret). */
  apiSecret: () => env('DOMINION_API_SECRET', 'local-development-secret'),
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
