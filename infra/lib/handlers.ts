// The backend's Lambda functions: each is bundled from its own entry module, entries/<name>.ts,
// which imports only its handler; which export it runs, which API route (if any) it serves (from
// the backend's route table, lambdas/edge/route-table.ts), and exactly which DynamoDB actions and
// indexes it may use. The actions follow the store methods each handler reaches on AWS (where the
// stream consumer does the projection).
import { ROUTE_TABLE, type ApiFunctionName } from '../../lambdas/edge/route-table.js';

export type TableAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

export interface HandlerSpec {
  /** Construct id, function-name suffix and entry module (entries/<name>.ts), kebab-case. */
  name: string;
  /** The named export of the entry module. */
  exportName: string;
  /** API Gateway route key, for API functions. */
  route?: { method: 'GET' | 'POST'; path: string };
  /** For API functions: the handler's module under lambdas/edge/handlers (its export is `exportName`). */
  handlerModule?: string;
  /** DynamoDB actions on the game table. */
  actions: TableAction[];
  /** Whether it queries the gsi1 index (OUTBOX / WAITING / DIGEST). */
  gsi1?: boolean;
  /** Whether it sends mail through SES (the only bundles that hold the SES client). */
  sendsMail?: boolean;
  /** Seconds. */
  timeout: number;
}

const READ: TableAction[] = ['GetItem', 'Query'];

/** What each API function may do on AWS (its route, module and export come from the route table). */
const API_ACCESS: { readonly [F in ApiFunctionName]: Pick<HandlerSpec, 'actions' | 'sendsMail' | 'timeout'> } = {
  // putNewMeta, putUserGame, the start record and bots (the move pipeline's append); the invitations' outbox item (PutItem),
  // mailed at once with the outbox's claim/sent marks (UpdateItem).
  'create-game': { actions: [...READ, 'PutItem', 'UpdateItem'], sendsMail: true, timeout: 10 },
  // userGames
  'list-games': { actions: READ, timeout: 10 },
  // loadGame; a bot that owes a move after a crash catches up (append)
  'get-game': { actions: [...READ, 'PutItem'], timeout: 10 },
  // replaceMeta, putUserGame, the start record and bots (the move pipeline)
  'join-game': { actions: [...READ, 'PutItem'], timeout: 10 },
  // replaceMeta, deleteUserGame, putUserGame
  'leave-game': { actions: [...READ, 'PutItem', 'DeleteItem'], timeout: 10 },
  // the move pipeline: getIdem, loadGame, append, bots
  'submit-move': { actions: [...READ, 'PutItem'], timeout: 10 },
  'get-history': { actions: READ, timeout: 10 },
  'export-log': { actions: READ, timeout: 10 },
  // getProfile: the caller's USER#/PROFILE item (defaults when there is none)
  'get-profile': { actions: ['GetItem'], timeout: 10 },
  // getProfile, putProfile (a conditional PutItem on the revision)
  'update-profile': { actions: ['GetItem', 'PutItem'], timeout: 10 },
};

/** One function per API route, read from the backend's route table. */
export const API_HANDLERS: readonly HandlerSpec[] = ROUTE_TABLE.map((r) => ({
  name: r.fn, exportName: r.exportName, route: { method: r.method, path: r.path }, handlerModule: r.module, ...API_ACCESS[r.fn],
}));

/** The DynamoDB stream consumer: projects new events (summary, "my games", snapshots) and sends their mail. */
export const STREAM_HANDLER: HandlerSpec = {
  name: 'stream', exportName: 'onStream', actions: [...READ, 'PutItem', 'UpdateItem'], sendsMail: true, timeout: 60,
};

/**
 * Reminders and deadlines (WAITING index), with the deadline bot's append and the summary's
 * revision; the repair of projections a failure left behind the log (OUTBOX index; the projection's
 * puts and its mail's claim/sent marks: UpdateItem); the daily digest: due profiles (DIGEST index), each player's "my games" (Query), the
 * profile's digest time (claimDigest: a conditional PutItem).
 */
export const REMINDER_HANDLER: HandlerSpec = {
  name: 'reminders', exportName: 'runReminders', actions: [...READ, 'PutItem', 'UpdateItem'], gsi1: true, sendsMail: true, timeout: 120,
};

/** The mail sender's retry: everything still on the OUTBOX index (claim, send, mark sent). */
export const OUTBOX_HANDLER: HandlerSpec = {
  name: 'outbox', exportName: 'sendOutbox', actions: [...READ, 'UpdateItem'], gsi1: true, sendsMail: true, timeout: 120,
};

/**
 * SES bounces and complaints (from the bounces queue, partial batch failures): marks the address
 * undeliverable on its profile (getProfile, putProfile) so no game mail, reminder or digest goes to it.
 */
export const BOUNCE_HANDLER: HandlerSpec = {
  name: 'bounces', exportName: 'onBounces', actions: ['GetItem', 'PutItem'], timeout: 30,
};

/**
 * Replies to game mail, from the SES receipt rule (inbound-mail.ts, only with a reply domain): the
 * move pipeline (loadGame, getIdem, append: GetItem, Query, PutItem), the answer's MAIL# item
 * (PutItem) sent at once with the outbox's claim/sent marks (UpdateItem), the recipient's profile (GetItem).
 */
export const INBOUND_HANDLER: HandlerSpec = {
  name: 'inbound-mail', exportName: 'onInboundMail', actions: [...READ, 'PutItem', 'UpdateItem'], sendsMail: true, timeout: 60,
};

export const ALL_HANDLERS: readonly HandlerSpec[] = [...API_HANDLERS, STREAM_HANDLER, REMINDER_HANDLER, OUTBOX_HANDLER, BOUNCE_HANDLER];
