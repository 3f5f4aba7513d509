// The web app's own AWS clients: DynamoDB for next-auth's users, sessions and sign-in tokens, and
// SES for the sign-in mail. Each has a connection timeout, a request timeout and a bounded number
// of attempts, so a sign-in never hangs on an outside call: it fails, and the sign-in form says so.
// The limits are the backend's (its SDK clients module); the web app builds its own clients
// because it does not import the backend.
import 'server-only';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';

export interface CallLimits {
  /** Longest wait for the TCP (and TLS) connection, in ms. */
  connectionTimeout: number;
  /** Longest wait for the whole request and its answer once connected, in ms. */
  requestTimeout: number;
  /** Attempts per call, the first included (the SDK retries transient failures). */
  maxAttempts: number;
}

/** DynamoDB answers in milliseconds; next-auth's writes are puts and deletes by key, safe to repeat. */
export const DYNAMO_LIMITS: CallLimits = { connectionTimeout: 2_000, requestTimeout: 5_000, maxAttempts: 3 };

/** Locally DynamoDB is dynalite inside the stack's process (a busy test machine's): more time, still bounded. */
export const LOCAL_DYNAMO_LIMITS: CallLimits = { ...DYNAMO_LIMITS, connectionTimeout: 10_000, requestTimeout: 30_000 };

/**
 * One attempt: a SendEmail that timed out may still have been sent, and a second copy of the link
 * helps nobody; the player sees the failure and asks again.
 */
export const SES_LIMITS: CallLimits = { connectionTimeout: 2_000, requestTimeout: 10_000, maxAttempts: 1 };

/** The longest one call under these limits can take (the SDK's back-off between attempts included). */
export const callBudgetMs = (l: CallLimits) =>
  l.maxAttempts * (l.connectionTimeout + l.requestTimeout) + (l.maxAttempts - 1) * 1_000;

/** Where a client connects: AWS (no endpoint; the SDK finds region and keys) or a local server. */
export interface Target {
  region: string;
  endpoint?: string | undefined;
}

/** A client's settings: where it connects (local servers take any keys) and its limits. */
export function clientConfig(t: Target, l: CallLimits) {
  return {
    region: t.region,
    ...(t.endpoint ? { endpoint: t.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    maxAttempts: l.maxAttempts,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes.
    requestHandler: {
      connectionTimeout: l.connectionTimeout,
      requestTimeout: l.requestTimeout,
      throwOnRequestTimeout: true,
    },
  };
}

/** DynamoDB with the limits for where it runs (AWS, or the local stack's dynalite). */
export const dynamoClient = (t: Target, l: CallLimits = t.endpoint ? LOCAL_DYNAMO_LIMITS : DYNAMO_LIMITS) =>
  new DynamoDBClient(clientConfig(t, l));

export const sesClient = (t: Target, l: CallLimits = SES_LIMITS) => new SESClient(clientConfig(t, l));
