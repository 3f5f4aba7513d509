// Every Lambda entry point on AWS in one module, sharing one context (aws-context.ts, with SES).
// API routes: one function per route (handlers below); the stream consumer projects new events
// (summary, indexes, snapshots, outbox); the schedule runs reminders and retries unsent mail.
// The deployed functions do not bundle this module: each has its own entry (infra/entries) that
// imports only its handler, so it carries only the code (and the SES client) it uses.
import { envContext as contextFrom } from './context.js';
import { sesMailer } from './mail.js';
import { toLambda, type Ctx } from '../edge/http.js';
import { ROUTES } from '../edge/routes.js';
import { onStream, runOutbox, runReminders, type StreamRecord } from '../jobs/scheduled.js';
import { onBounces, type SqsRecord } from '../jobs/bounces.js';

let ctx: Ctx | undefined;

/** The context of every function here, built from the environment. */
export function envContext(env: NodeJS.ProcessEnv = process.env): Ctx {
  return contextFrom(env, sesMailer);
}

const context = () => (ctx ??= envContext());

/** One Lambda per route, keyed "METHOD /path" like API Gateway route keys. */
export const apiHandlers = Object.fromEntries(ROUTES.map((r) => [`${r.method} ${r.path}`, toLambda(r.handler, context)]));

export const streamHandler = (e: { Records: StreamRecord[] }) => onStream(context(), e.Records);
export const reminderHandler = () => runReminders(context());
export const outboxHandler = () => runOutbox(context());
/** SES bounces and complaints from the SQS queue; answers the records to retry (partial batch response). */
export const bounceHandler = (e: { Records: SqsRecord[] }) => onBounces(context(), e.Records);
