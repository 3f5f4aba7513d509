// Lambda entry points on AWS: clients and settings from the environment, built once per container.
// API routes: one function per route (handlers below); the stream consumer projects new events
// (summary, indexes, snapshots, outbox); the schedule runs reminders and retries unsent mail.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { bearerVerifier, toLambda, type Ctx } from './http.js';
import { SesMailer } from './mail.js';
import { ROUTES } from './routes.js';
import { onStream, runOutbox, runReminders, type StreamRecord } from './handlers/scheduled.js';
import { Store } from './store.js';

let ctx: Ctx | undefined;

export function envContext(env: NodeJS.ProcessEnv = process.env): Ctx {
  const secret = env.APP_SECRET;
  if (!secret || secret.length < 16) throw new Error('APP_SECRET (at least 16 characters) is required.');
  return {
    store: new Store(new DynamoDBClient({}), env.TABLE_NAME ?? 'dominion'),
    mailer: new SesMailer(new SESClient({}), env.MAIL_FROM ?? 'dominion@example.com'),
    now: () => Date.now(),
    secret,
    webUrl: (env.WEB_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    linkTtlMs: Number(env.LINK_TTL_HOURS ?? 24 * 7) * 3_600_000,
    snapshotEvery: Number(env.SNAPSHOT_EVERY ?? 50),
    // The stream consumer does the projection.
    afterAppend: async () => undefined,
    verify: bearerVerifier(secret),
  };
}

const context = () => (ctx ??= envContext());

/** One Lambda per route, keyed "METHOD /path" like API Gateway route keys. */
export const apiHandlers = Object.fromEntries(ROUTES.map((r) => [`${r.method} ${r.path}`, toLambda(r.handler, context)]));

export const streamHandler = (e: { Records: StreamRecord[] }) => onStream(context(), e.Records);
export const reminderHandler = () => runReminders(context());
export const outboxHandler = () => runOutbox(context());
