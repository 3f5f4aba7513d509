// The embedded local runtime: dynalite (in memory, or persisted under a folder), the table, the
// local SES emulator (mail readable at <ses>/store and in its web page), and the API routes served
// in-process over HTTP. No AWS account and no network needed. Used by `npm run dev:api` and tests.
// Dependencies come from the same builder as on AWS (lambdas/runtime/build-deps.ts), with the local
// servers' addresses; as on AWS, a request returns after its write and mail goes out afterwards.
// What it logs goes through the observability port written plainly (short lines, problems only by
// default), so `npm start` stays readable; each request runs in its own scope, with its own id.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import dynalite from 'dynalite';
import * as sesLocal from 'aws-ses-v2-local';
import { ApiFailure } from '../lambdas/kernel/errors.js';
import { bearerVerifier, type Ctx } from '../lambdas/http/http.js';
import { deliverNow } from '../lambdas/outbox/deliver.js';
import type { Mailer } from '../lambdas/kernel/mailer.js';
import { DYNAMO_LIMITS, SES_LIMITS, dynamoClient, type CallLimits } from '../lambdas/runtime/clients.js';
import { dynamoStore } from '../lambdas/store/dynamo/dynamo-store.js';
import {
  asMade,
  buildDeps,
  DEFAULTS,
  type MailerFactory,
  type RuntimeSettings,
} from '../lambdas/runtime/build-deps.js';
import { plainObservability, type Observability } from '../lambdas/kernel/observability.js';
import { sesMailer } from '../lambdas/runtime/ses.js';
import { emulatorMailer } from './emulator-mail.js';
import { runOutbox } from '../lambdas/jobs/scheduled.js';
import { repairLagging } from '../lambdas/game/projection.js';
import type { DynamoTable } from '../lambdas/store/dynamo/table.js';
import { memoryStore } from '../lambdas/store/memory/memory-store.js';
import type { Store } from '../lambdas/store/ports.js';
import { signToken } from '../auth/tokens.js';
import { receiveMail, takesRecipient } from '../lambdas/inbound/receive.js';
import { rematchPort } from '../lambdas/rematch/rematch-port.js';
import { DAY } from '../lambdas/kernel/durations.js';
import { startSmtp, type LocalSmtp } from './smtp.js';
import { dispatcher, inProcessCall, listen, serveApi, type InProcessCall } from './api-server.js';

export type { CallOptions } from './api-server.js';

// The AWS SDK warns on every client that versions published from 2027 need Node 22; the versions
// pinned here run on Node 20, which this project supports. Set before any client is made, and
// inherited by the web server the local stack starts.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalOptions {
  /** Persist DynamoDB data under this folder (default: in memory). */
  dataDir?: string;
  /** 'dynalite' (default): DynamoDB's API in-process; 'memory': the store's in-memory twin (fast tests). */
  store?: 'dynalite' | 'memory';
  /** API port (0 = any free port). */
  port?: number;
  sesPort?: number;
  /** Start the SMTP server that takes replies to game mail on this port (0 = any free port); unset: none. */
  smtpPort?: number;
  /** The domain of reply addresses (Reply-To of game mail); default reply.localhost. */
  replyDomain?: string;
  host?: string;
  secret?: string;
  webUrl?: string;
  now?: () => number;
  snapshotEvery?: number;
  /** How long a sighting at the table holds "your move" mail (default 3 minutes; browser tests use 0). */
  presentMs?: number;
  /** The most moves one history timeline holds (default TIMELINE_MAX_STEPS; a browser test of the step-by-step history lowers it). */
  timelineMaxSteps?: number;
  table?: string;
  /** Wraps the SES mailer (tests inject failures here). */
  wrapMailer?: (m: Mailer) => Mailer;
  /** Sends through this address instead of the emulator's (tests put a stalling stand-in here). */
  sesEndpoint?: string;
  /** Timeouts of the outside calls (default: the AWS ones, clients.ts). */
  limits?: Partial<RuntimeSettings['limits']>;
  /**
   * 'inline' (default): the projection runs before the response; 'queued': after it; 'stream': not
   * here (as on AWS, a DynamoDB stream consumer runs it). Mail always goes after the response.
   */
  projection?: 'inline' | 'queued' | 'stream';
  /** Use this DynamoDB (e.g. DynamoDB Local, with streams) instead of starting dynalite. */
  dynamoEndpoint?: string;
  /** Where logs and metrics go (default: plain lines, warnings and errors only). */
  obs?: Observability;
}

export interface Local {
  apiUrl: string;
  sesUrl: string;
  /** The port of the SMTP server taking replies (null when not started). */
  smtpPort: number | null;
  ctx: Ctx;
  /** A session token for a player, signed with the local secret. */
  token(email: string, ttlMs?: number): string;
  /** Calls a route in-process (no HTTP); the answer's body is typed by the contract for the route (answer.ts). */
  call: InProcessCall;
  /** Waits until queued projections and the mail sent after responses are done. */
  idle(): Promise<void>;
  /** Every request the API served over HTTP so far ("METHOD /path?query", oldest first): what the web server asked. */
  readonly apiRequests: readonly string[];
  close(): Promise<void>;
}

/** A runtime on dynalite (the default): with the DynamoDB endpoint and the table, for raw reads. */
export interface DynaliteLocal extends Local {
  dynamoUrl: string;
  dynamo: DynamoTable;
}

/** dynalite shares this process (and a busy test machine's CPU): more time than on AWS, still bounded. */
const LOCAL_DYNAMO_LIMITS = { ...DYNAMO_LIMITS, connectionTimeout: 10_000, requestTimeout: 30_000 };

const urlOf = (srv: Server, host: string) => `http://${host}:${(srv.address() as AddressInfo).port}`;

export function startLocal(o: LocalOptions & { store: 'memory' }): Promise<Local>;
export function startLocal(o?: LocalOptions & { store?: 'dynalite' }): Promise<DynaliteLocal>;
export async function startLocal(o: LocalOptions = {}): Promise<Local | DynaliteLocal> {
  const host = o.host ?? '127.0.0.1';
  if (o.dataDir) mkdirSync(o.dataDir, { recursive: true });
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const { store, db, dynamoUrl, dynamo } = await startStore(
    o,
    host,
    credentials,
    o.limits?.dynamodb ?? LOCAL_DYNAMO_LIMITS,
  );
  const ses = await startSes(host, o.sesPort ?? 0);
  const sesUrl = urlOf(ses, host);
  const obs = o.obs ?? plainObservability();
  const mailerOf: MailerFactory = (s, wrap) => {
    const m = emulatorMailer(sesMailer(s, wrap), sesUrl);
    return o.wrapMailer ? o.wrapMailer(m) : m;
  };
  const background = backgroundWork(o.projection ?? 'inline', obs);
  const deps = buildDeps(
    localSettings(o, sesUrl, dynamoUrl, credentials),
    mailerOf,
    { obs, client: asMade },
    {
      store,
      ...(o.now ? { now: o.now } : {}),
      afterAppend: background.afterAppend,
      // Mail goes after the response: handed to the background work, so the port's promise is settled at once.
      deliverMail: (d) => (keys) => {
        if (keys.length) background.inBackground('mail', () => deliverNow(d.store, d.mailer, d.now, d.obs)(keys));
        return Promise.resolve();
      },
    },
  );
  // One context for the API, the jobs and replies by mail (which reach the rematch through its port).
  const ctx: Ctx = { ...deps, verify: bearerVerifier(deps.secret), rematch: rematchPort(deps) };
  // Projections a crash left behind its log are caught up; anything a previous run left unsent goes out now.
  await repairLagging(ctx, { waitingDueBy: ctx.now() + 366 * DAY }).catch((e) =>
    obs.error('start-up repair failed', {}, e),
  );
  background.inBackground('start-up outbox run', () => runOutbox(ctx));

  const dispatch = dispatcher(ctx);
  const apiRequests: string[] = [];
  const api = await serveApi(dispatch, o.port ?? 0, host, (r) => apiRequests.push(r));
  // Replies by mail take the same inbound pipeline as on AWS; mail to the From address is answered with where to write.
  const smtp: LocalSmtp | null =
    o.smtpPort === undefined
      ? null
      : await startSmtp({
          host,
          port: o.smtpPort,
          acceptsRecipient: (a) => takesRecipient(ctx, LOCAL_MAIL_FROM, a),
          receive: (m) => receiveMail(ctx, m, LOCAL_MAIL_FROM),
        });

  const token = (email: string, ttlMs = 30 * DAY) =>
    signToken(ctx.secret, { aud: 'session', sub: email.toLowerCase() }, ctx.now() + ttlMs);
  return {
    apiUrl: urlOf(api, host),
    sesUrl,
    smtpPort: smtp?.port ?? null,
    ...(dynamo ? { dynamoUrl, dynamo } : {}),
    ctx,
    token,
    call: inProcessCall(dispatch),
    idle: background.idle,
    apiRequests,
    async close() {
      await smtp?.close();
      await background.idle();
      await Promise.all(
        [api, ses, ...(db ? [db] : [])].map(
          (s) =>
            new Promise<void>((ok) => {
              s.close(() => ok());
              s.closeAllConnections();
            }),
        ),
      );
    },
  };
}

/** The SES emulator (v1 and v2 send APIs; the mail it took is readable at <url>/store). */
function startSes(host: string, port: number): Promise<Server> {
  // A CommonJS module: under Node's own ESM loader its default export is the module object, which holds the function as `default`.
  const exported: unknown = sesLocal.default;
  const start =
    typeof exported === 'function' ? sesLocal.default : (exported as { default: typeof sesLocal.default }).default;
  return start({ host, port });
}

/** The address local game mail comes from (the SMTP server takes mail to it too: from-address.ts). */
export const LOCAL_MAIL_FROM = 'dominion@localhost';

/** The settings AWS reads from its environment, here from the options and the local servers' addresses. */
function localSettings(
  o: LocalOptions,
  sesUrl: string,
  dynamoUrl: string | null,
  credentials: { accessKeyId: string; secretAccessKey: string },
): RuntimeSettings {
  return {
    table: o.table ?? DEFAULTS.table,
    secret: o.secret ?? 'local-development-secret',
    webUrl: o.webUrl ?? DEFAULTS.webUrl,
    linkTtlMs: DEFAULTS.linkTtlMs,
    snapshotEvery: o.snapshotEvery ?? DEFAULTS.snapshotEvery,
    ...(o.presentMs !== undefined ? { presentMs: o.presentMs } : {}),
    ...(o.timelineMaxSteps !== undefined ? { timelineMaxSteps: o.timelineMaxSteps } : {}),
    mailFrom: LOCAL_MAIL_FROM,
    replyDomain: o.replyDomain ?? 'reply.localhost',
    endpoints: {
      ...(dynamoUrl ? { dynamodb: dynamoUrl } : {}),
      ses: o.sesEndpoint ?? sesUrl,
      region: 'local',
      credentials,
    },
    limits: { dynamodb: o.limits?.dynamodb ?? LOCAL_DYNAMO_LIMITS, ses: o.limits?.ses ?? SES_LIMITS },
  };
}

/**
 * What runs after a response, as on AWS: a request returns once its write is done; its projection
 * runs before the response ('inline'), after it in order ('queued') or not here ('stream'), and
 * its mail goes out afterwards. A failure is logged: the outbox retry picks it up. `idle` waits
 * until all of it is done.
 */
function backgroundWork(projection: NonNullable<LocalOptions['projection']>, obs: Observability) {
  let queue: Promise<void> = Promise.resolve();
  const sending = new Set<Promise<void>>();
  const inBackground = (what: string, work: () => Promise<unknown>) => {
    const p: Promise<void> = work()
      .then(
        () => undefined,
        (e) => obs.error(`${what} failed; the outbox retry will pick it up`, {}, e),
      )
      .finally(() => sending.delete(p));
    sending.add(p);
  };
  const runSafely = async (gameId: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (e) {
      obs.error('projection failed; the outbox retry will pick it up', { gameId }, e);
    }
  };
  const afterAppend = async (gameId: string, work: () => Promise<void>) => {
    if (projection === 'stream') return;
    if (projection === 'inline') return runSafely(gameId, work);
    queue = queue.then(() => runSafely(gameId, work));
  };
  const idle = async () => {
    let q;
    do {
      q = queue;
      await q;
      await Promise.all([...sending]);
    } while (q !== queue || sending.size > 0);
  };
  return { inBackground, afterAppend, idle };
}

/** The store: the in-memory twin, or a DynamoDB store on dynalite (its server, URL and table). */
async function startStore(
  o: LocalOptions,
  host: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
  limits: CallLimits,
) {
  if (o.store === 'memory') return { store: memoryStore() as Store, db: null, dynamoUrl: null, dynamo: null };
  const db = o.dynamoEndpoint
    ? null
    : dynalite({ ...(o.dataDir ? { path: o.dataDir } : {}), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  if (db) await listen(db, 0, host);
  const dynamoUrl = db ? urlOf(db, host) : o.dynamoEndpoint!;
  const store = dynamoStore(
    dynamoClient({ dynamodb: dynamoUrl, region: 'local', credentials }, limits),
    o.table ?? DEFAULTS.table,
  );
  await store.ensureTable();
  return { store: store as Store, db, dynamoUrl, dynamo: store.table };
}

export { ApiFailure };
