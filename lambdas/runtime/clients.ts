// The SDK clients for the outside services (DynamoDB here, SES in ses.ts, so that only the
// functions that send mail load the SES client), each with a connection timeout, a
// request timeout and a bounded number of attempts, so no outside call can hang a move or a job.
// The DynamoDB and SES limits are stated here (S3's for reply mail in s3-mail.ts; the local runtime
// gives dynalite longer ones); the outbox's claim on a mail is derived from the SES budget
// (outbox/deliver.ts `claimMsFor`), so a claim always outlasts the send it guards.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

export interface CallLimits {
  /** Longest wait for the TCP (and TLS) connection, in ms. */
  connectionTimeout: number;
  /** Longest wait for the whole request and its answer once connected, in ms. */
  requestTimeout: number;
  /** Attempts per call, the first included (the SDK retries transient failures). */
  maxAttempts: number;
}

/**
 * DynamoDB answers in milliseconds; a write retried after a timeout is safe because every write
 * here is conditional or idempotent.
 */
export const DYNAMO_LIMITS: CallLimits = { connectionTimeout: 2_000, requestTimeout: 5_000, maxAttempts: 3 };

/**
 * One attempt only: a SendEmail that timed out may still have been sent, so the SDK must never
 * repeat it on its own; the outbox decides what to do with an unknown outcome (outbox/deliver.ts).
 */
export const SES_LIMITS: CallLimits = { connectionTimeout: 2_000, requestTimeout: 10_000, maxAttempts: 1 };

/** The longest one call under these limits can take (SDK back-off between attempts included). */
export const callBudgetMs = (l: CallLimits) =>
  l.maxAttempts * (l.connectionTimeout + l.requestTimeout) + (l.maxAttempts - 1) * 1_000;

/** Where the clients connect: nothing on AWS; the local servers' address and dummy keys locally. */
export interface Endpoints {
  dynamodb?: string;
  ses?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A client's settings: where it connects, and its limits. */
export function clientConfig(l: CallLimits, endpoint: string | undefined, e: Endpoints) {
  return {
    ...(endpoint ? { endpoint } : {}),
    ...(e.region ? { region: e.region } : {}),
    ...(e.credentials ? { credentials: e.credentials } : {}),
    maxAttempts: l.maxAttempts,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes.
    requestHandler: {
      connectionTimeout: l.connectionTimeout,
      requestTimeout: l.requestTimeout,
      throwOnRequestTimeout: true,
    },
  };
}

export const dynamoClient = (e: Endpoints = {}, l: CallLimits = DYNAMO_LIMITS) =>
  new DynamoDBClient(clientConfig(l, e.dynamodb, e));

/**
 * Whether a failed call certainly did not reach the service's processing: it answered with an
 * error (a refusal), or no connection was ever made. Anything else (a timeout once connected, a
 * connection dropped mid-request) leaves the outcome unknown.
 */
export function certainlyNotDone(e: unknown): boolean {
  const err = e as { $metadata?: { httpStatusCode?: number }; code?: string; message?: string };
  const status = err?.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return true;
  if (err?.code === 'ECONNREFUSED' || err?.code === 'ENOTFOUND' || err?.code === 'EAI_AGAIN') return true;
  return /did not establish a connection/.test(err?.message ?? '');
}
