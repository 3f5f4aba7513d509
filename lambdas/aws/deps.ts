// What every function on AWS builds from its environment, once per container: the store, the
// mailer, the clock and the link settings. The mailer comes from the caller, so that only the
// functions that send mail bundle (and load at a cold start) the SES client: see aws-mail.ts.
// Nothing here imports the HTTP layer, so the stream consumer and the jobs bundle no request
// schemas (aws-context.ts adds the API's verifier).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Deps } from '../app/deps.js';
import type { Mailer } from '../app/mail.js';
import { dynamoStore } from '../store/dynamo/dynamo-store.js';

/** Builds a function's mailer from the environment. */
export type MailerFactory = (env: NodeJS.ProcessEnv) => Mailer;

/**
 * For functions that send no mail on AWS (the stream consumer delivers the outbox): they have no
 * SES permission either, so a send is a bug to surface, not a mail to lose quietly.
 */
export const noMail: MailerFactory = () => ({
  send: async () => { throw new Error('This function does not send mail: the stream consumer delivers the outbox.'); },
});

/** The app secret signs tokens and links: every function needs it, at least 16 characters. */
export function appSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.APP_SECRET;
  if (!secret || secret.length < 16) throw new Error('APP_SECRET (at least 16 characters) is required.');
  return secret;
}

export function envDeps(env: NodeJS.ProcessEnv, mailer: MailerFactory): Deps {
  return {
    store: dynamoStore(new DynamoDBClient({}), env.TABLE_NAME ?? 'dominion'),
    mailer: mailer(env),
    now: () => Date.now(),
    secret: appSecret(env),
    webUrl: (env.WEB_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    linkTtlMs: Number(env.LINK_TTL_HOURS ?? 24 * 7) * 3_600_000,
    snapshotEvery: Number(env.SNAPSHOT_EVERY ?? 50),
    // The stream consumer does the projection.
    afterAppend: async () => undefined,
  };
}

/** Built on first use and kept for the container's life. */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** The dependencies of one non-API function (stream consumer, jobs), built on first use. */
export const lazyDeps = (mailer: MailerFactory) => once(() => envDeps(process.env, mailer));
