// What each store method sends to DynamoDB, stated once: the action and whether it goes to the
// table or to the gsi1 index (a Query there). The CDK app grants each function the union over the
// store methods its code reaches (infra/lib/grants.ts); test/lambdas/store/access.int.test.ts records every
// command the DynamoDB store (dynamo/) sends on dynalite and holds this table to it, both ways.
// Type imports only: the CDK app loads this module without the AWS SDK.
import type { Store } from './ports.js';

/** The DynamoDB actions the store sends (conditional writes need no more: ConditionCheckItem is for transactions). */
export type TableAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

/** One action on the game table itself, or on its sparse index (IAM names it `<table>/index/gsi1`). */
export interface TableAccess {
  readonly action: TableAction;
  readonly on: 'table' | 'gsi1';
}

/** The store's data methods: `stats` counts locally, `ensureTable` only runs locally (the CDK app creates the table). */
export type StoreMethod = Exclude<keyof Store, 'stats' | 'ensureTable'>;

const get = [{ action: 'GetItem', on: 'table' }] as const;
const query = [{ action: 'Query', on: 'table' }] as const;
const queryIndex = [{ action: 'Query', on: 'gsi1' }] as const;
const put = [{ action: 'PutItem', on: 'table' }] as const;
const update = [{ action: 'UpdateItem', on: 'table' }] as const;
const remove = [{ action: 'DeleteItem', on: 'table' }] as const;

export const STORE_ACCESS: { readonly [M in StoreMethod]: readonly TableAccess[] } = {
  // event-log.ts: META (conditional puts), SNAP#, EV# items; the turn and the last seq by Query.
  putNewMeta: put,
  replaceMeta: put,
  getMeta: get,
  latestSnapshot: query,
  putSnapshot: put,
  events: query,
  currentTurnEvents: query,
  lastSeq: query,
  append: put,
  // away-marks.ts: META with the marks beside it by one Query; a mark by a conditional put.
  getMetaAndAway: query,
  putAwayMark: put,
  // outbox.ts: marks are updates of the item the mail belongs to; the pending list is the OUTBOX index.
  putMailing: put,
  outboxItem: get,
  pendingOutbox: queryIndex,
  claimMail: update,
  markSent: update,
  markSending: update,
  releaseClaim: update,
  outboxDone: update,
  // read-models.ts and seen.ts: SUMMARY (and WAITING on the index), IDEM#, "my games", SEEN, LIMIT# counters.
  getSummary: get,
  putSummary: put,
  waitingDue: queryIndex,
  putIdem: put,
  getIdem: get,
  putUserGame: put,
  deleteUserGame: remove,
  userGames: query,
  markSeen: update,
  seenAt: get,
  noteReply: update,
  replyIds: get,
  takeQuota: update,
  // profiles.ts: the PROFILE item (a digest claim is a conditional put too); the DIGEST index.
  getProfile: get,
  putProfile: put,
  claimDigest: put,
  digestDue: queryIndex,
  // open-list.ts: the OPEN index entries of META items (written by putNewMeta and replaceMeta).
  openGames: queryIndex,
  // ratings.ts: RATING (conditional puts; the LEADER index), RATED# history, RATED (once; the RATED index), HANDLE.
  getPlayerRating: get,
  putPlayerRating: put,
  putRatingEntry: put,
  ratingHistory: query,
  getRatedGame: get,
  putRatedGame: put,
  ratedGames: queryIndex,
  claimHandle: put,
  handleOwner: get,
  leaderboard: queryIndex,
  // rematches.ts: the REMATCH item (a conditional put; the one that stands is read when it lost).
  claimRematch: [...put, ...get],
  getRematch: get,
  // chat.ts: CHAT# messages (a query), CHATKEY# (a key's first use: a conditional put, read on a retry), CHATMARK.
  postChat: [...put, ...get],
  chatMessages: query,
  chatMarks: get,
  markChatRead: update,
  setChatMute: update,
};

/** Every store method, in the table's order. */
export const STORE_METHODS = Object.keys(STORE_ACCESS) as StoreMethod[];

/** Whether `name` is a store method (own property: not an Object.prototype name). */
export function isStoreMethod(name: string): name is StoreMethod {
  return Object.hasOwn(STORE_ACCESS, name);
}
