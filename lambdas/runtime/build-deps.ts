// The one place that builds a runtime's dependencies, on AWS and locally: the store, the mailer,
// the clock, the link settings, when mail goes out and what observes it all (the observability
// port, and a wrapper for the SDK clients: Powertools and X-Ray on AWS, lambda.ts; plain lines
// locally). AWS reads its settings from the environment (settingsFromEnv); the local runtime
// passes its own (local servers' endpoints).
// The mailer comes from the caller, so that only the functions that send mail bundle (and load at
// a cold start) the SES client: see ses.ts. Nothing here imports the HTTP layer, so the stream
// consumer and the jobs bundle no request schemas (context.ts adds the API's verifier).
import type { Deps } from '../kernel/deps.js';
import { DAY, HOUR } from '../kernel/durations.js';
import { deliverNow, observedMailer } from '../outbox/deliver.js';
import type { Mailer } from '../kernel/mailer.js';
import type { Observability } from '../kernel/observability.js';
import { dynamoStore } from '../store/dynamo/dynamo-store.js';
import type { Store } from '../store/ports.js';
import { DYNAMO_LIMITS, SES_LIMITS, dynamoClient, type CallLimits, type Endpoints } from './clients.js';

export interface RuntimeSettings {
  table: string;
  /** Signs tokens and links: at least 16 characters. */
  secret: string;
  webUrl: string;
  linkTtlMs: number;
  snapshotEvery: number;
  mailFrom: string;
  /** The domain whose mail (replies to game mail) reaches the inbound pipeline; unset: no Reply-To. */
  replyDomain?: string | undefined;
  /** How long a sighting at the table holds "your move" mail; unset: PRESENT_MS (3 minutes). */
  presentMs?: number | undefined;
  /** The most moves one history timeline holds; unset: TIMELINE_MAX_STEPS. Local tests only (settingsFromEnv never sets it). */
  timelineMaxSteps?: number | undefined;
  /** Unset on AWS (the SDK's defaults); the local servers' addresses locally. */
  endpoints: Endpoints;
  limits: { dynamodb: CallLimits; ses: CallLimits };
}

/** The defaults, stated once for AWS and local. */
export const DEFAULTS = {
  table: 'dominion',
  webUrl: 'http://localhost:3000',
  linkTtlMs: 7 * DAY,
  snapshotEvery: 50,
  mailFrom: 'dominion@example.com',
} as const;

/** Wraps an SDK client as it is made (X-Ray tracing on AWS; as it is locally). */
export type ClientWrapper = <C extends object>(client: C) => C;

/** Builds a function's mailer from its settings (its SES client wrapped by `wrap`). */
export type MailerFactory = (s: RuntimeSettings, wrap: ClientWrapper) => Mailer;

/** What observes a runtime: the observability port and the SDK clients' wrapper. */
export interface Instrumentation {
  obs: Observability;
  client: ClientWrapper;
}

/** No wrapping: the clients as made. */
export const asMade: ClientWrapper = (c) => c;

/**
 * For functions that send no mail on AWS (the stream consumer delivers the outbox): they have no
 * SES permission either, so a send is a bug to surface, not a mail to lose quietly.
 */
export const noMail: MailerFactory = () => ({
  budgetMs: 0,
  send: () => Promise.reject(new Error('This function does not send mail: the stream consumer delivers the outbox.')),
});

/** The app secret signs tokens and links: every function needs it, at least 16 characters. */
export function appSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.APP_SECRET;
  if (!secret || secret.length < 16) throw new Error('APP_SECRET (at least 16 characters) is required.');
  return secret;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv): RuntimeSettings {
  return {
    table: env.TABLE_NAME ?? DEFAULTS.table,
    secret: appSecret(env),
    webUrl: env.WEB_URL ?? DEFAULTS.webUrl,
    linkTtlMs: env.LINK_TTL_HOURS ? Number(env.LINK_TTL_HOURS) * HOUR : DEFAULTS.linkTtlMs,
    snapshotEvery: Number(env.SNAPSHOT_EVERY ?? DEFAULTS.snapshotEvery),
    mailFrom: env.MAIL_FROM ?? DEFAULTS.mailFrom,
    replyDomain: env.REPLY_DOMAIN?.trim() || undefined,
    endpoints: {},
    limits: { dynamodb: DYNAMO_LIMITS, ses: SES_LIMITS },
  };
}

export interface Scheduling {
  /** Default: the DynamoDB store on the settings' table (locally also the in-memory twin). */
  store?: Store;
  now?: () => number;
  /** Default (AWS): a no-op, because the DynamoDB stream consumer runs the projection. */
  afterAppend?: Deps['afterAppend'];
  /** Default (AWS): deliver now, inside the function. */
  deliverMail?: (d: Omit<Deps, 'deliverMail'>) => Deps['deliverMail'];
}

export function buildDeps(s: RuntimeSettings, mailer: MailerFactory, inst: Instrumentation, o: Scheduling = {}): Deps {
  const now = o.now ?? (() => Date.now());
  const base: Omit<Deps, 'deliverMail'> = {
    store: o.store ?? dynamoStore(inst.client(dynamoClient(s.endpoints, s.limits.dynamodb)), s.table),
    // Every send counted (sent, failed), whoever sends: the outbox, reminders, digests, invitations.
    mailer: observedMailer(mailer(s, inst.client), inst.obs),
    obs: inst.obs,
    now,
    secret: s.secret,
    webUrl: s.webUrl.replace(/\/+$/, ''),
    linkTtlMs: s.linkTtlMs,
    ...(s.replyDomain ? { replyDomain: s.replyDomain } : {}),
    snapshotEvery: s.snapshotEvery,
    ...(s.presentMs !== undefined ? { presentMs: s.presentMs } : {}),
    ...(s.timelineMaxSteps !== undefined ? { timelineMaxSteps: s.timelineMaxSteps } : {}),
    afterAppend: o.afterAppend ?? (() => Promise.resolve()),
  };
  return { ...base, deliverMail: (o.deliverMail ?? ((d) => deliverNow(d.store, d.mailer, d.now, d.obs)))(base) };
}

/** Built on first use and kept for the container's life. */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
