// The backend's Lambda functions: each is bundled from its own entry module, entries/{api,jobs}/<name>.ts,
// which imports only its handler; which export it runs, which API route (if any) it serves (from
// the backend's route table, lambdas/http/route-table.ts) and its timeout. What each may do on AWS
// is not listed here: it follows from the code its entry reaches (grants/roles.ts).
import { ROUTE_TABLE, type ApiFunctionName } from '../../lambdas/http/route-table.js';

export interface HandlerSpec {
  /** Construct id, function-name suffix and entry module (entries/api/<handler module>/<name>.ts, or entries/jobs/ without a route), kebab-case. */
  name: string;
  /** The named export of the entry module. */
  exportName: string;
  /** API Gateway route key, for API functions. */
  route?: { method: 'GET' | 'POST'; path: string };
  /** For API functions: the handler's module under lambdas/http/handlers (its export is `exportName`). */
  handlerModule?: string;
  /** Seconds. */
  timeout: number;
}

/** Each API function's timeout (its route, module and export come from the route table). */
const API_TIMEOUTS: { readonly [F in ApiFunctionName]: number } = {
  'create-game': 10,
  'list-games': 10,
  'get-game': 10,
  'join-game': 10,
  'leave-game': 10,
  'submit-move': 10,
  'get-history': 10,
  'export-log': 10,
  'get-profile': 10,
  'update-profile': 10,
  'list-open-games': 10,
  'take-seat': 10,
  'start-open-game': 10,
  'get-player': 10,
  'get-leaderboard': 10,
  'propose-rematch': 10,
  'answer-rematch': 10,
  'get-rematch': 10,
  'get-chat': 10,
  'post-chat': 10,
};

/** One function per API route, read from the backend's route table. */
export const API_HANDLERS: readonly HandlerSpec[] = ROUTE_TABLE.map((r) => ({
  name: r.fn,
  exportName: r.exportName,
  route: { method: r.method, path: r.path },
  handlerModule: r.module,
  timeout: API_TIMEOUTS[r.fn],
}));

/** The DynamoDB stream consumer: projects new events (summary, "my games", snapshots) and sends their mail. */
export const STREAM_HANDLER: HandlerSpec = { name: 'stream', exportName: 'onStream', timeout: 60 };

/** Reminders, deadlines (the deadline bot's move), the repair of projections left behind the log, and the daily digest. */
export const REMINDER_HANDLER: HandlerSpec = { name: 'reminders', exportName: 'runReminders', timeout: 120 };

/** The outbox job, every minute: the "your move" mail whose grace period is over, then what the OUTBOX index still holds (retries). */
export const OUTBOX_HANDLER: HandlerSpec = { name: 'outbox', exportName: 'sendOutbox', timeout: 120 };

/**
 * SES bounces and complaints (from the bounces queue, partial batch failures): marks the address
 * undeliverable on its profile so no game mail, reminder or digest goes to it.
 */
export const BOUNCE_HANDLER: HandlerSpec = { name: 'bounces', exportName: 'onBounces', timeout: 30 };

/** Replies to game mail, from the SES receipt rule (inbound-mail.ts, only with a reply domain). */
export const INBOUND_HANDLER: HandlerSpec = { name: 'inbound-mail', exportName: 'onInboundMail', timeout: 60 };

export const ALL_HANDLERS: readonly HandlerSpec[] = [
  ...API_HANDLERS,
  STREAM_HANDLER,
  REMINDER_HANDLER,
  OUTBOX_HANDLER,
  BOUNCE_HANDLER,
];
