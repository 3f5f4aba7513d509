// The sparse index gsi1: which items are on it, under which key. An item is on the index only
// while it carries gsi1pk/gsi1sk, so each list holds just what a job must look at. The sort keys
// are the orders of orderings.ts.
//
//   gsi1pk        gsi1sk                   on it while
//   OUTBOX#<n>    <at>#<gameId>#<sk>        an event or mailing has unsent mail
//   WAITING#<n>   <due at>#<gameId>         an active game waits on a human (the SUMMARY item)
//   DIGEST#<n>    <last digest>#<email>     a mailable player chose the daily digest (the PROFILE item)
//   OPEN#<n>      <created>#<gameId>#<facts> an open game has a free seat and has not started (the META item)
//   LEADER#<n>    <rating, inverted>#...    a player has 10+ rated games (the RATING item; dynamo/ratings.ts)
//   RATED#<n>     <finished at>#<gameId>    a finished game was rated (its RATED item)
//
// Each list is split over SHARDS partition key values, <n> a hash of the game id (or email) mod
// SHARDS: every item written under one key value lands in one index partition, which takes about
// 1,000 writes/s, and every move writes an OUTBOX and a WAITING entry. Readers query every shard
// and merge by sort key. SHARDS may grow (readers then also read the new shards), never shrink.
// Entries written before sharding sit under the bare list name; readers read it too (LEGACY).
import { eventSk, type GameMeta, type PendingMail } from '../records.js';
import { onOpenList, openOrder } from '../open-list.js';
import { digestOrder, outboxOrder, waitingOrder } from '../orderings.js';
import type { DynamoTable, Item } from './table.js';

export const INDEX = 'gsi1';
export const SHARDS = 8;
export type List = 'OUTBOX' | 'WAITING' | 'DIGEST' | 'OPEN' | 'LEADER' | 'RATED';

/** FNV-1a, 32 bits: a stable spread of ids over the shards. */
export function shardOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SHARDS;
}

export const shardKey = (list: List, id: string) => `${list}#${shardOf(id)}`;
/** Every key value a reader queries: the shards, then the unsharded name of older entries. */
const keysOf = (list: List) => [...Array.from({ length: SHARDS }, (_, n) => `${list}#${n}`), list];

/** The OUTBOX index entry of an item with unsent mail (none without mail). */
export function outboxEntry(gameId: string, sk: string, at: number, hasMail: boolean) {
  return hasMail ? { gsi1pk: shardKey('OUTBOX', gameId), gsi1sk: outboxOrder(at, gameId, sk) } : {};
}

/** The item an OUTBOX entry points at, and when it was written; entries written before MAIL# items existed end in a bare seq. */
export function outboxTarget(gsi1sk: string): PendingMail {
  const [at, gameId, ...rest] = gsi1sk.split('#');
  const sk = rest.join('#');
  return { gameId: gameId, sk: /^\d+$/.test(sk) ? eventSk(Number(sk)) : sk, at: Number(at) };
}

export function waitingEntry(gameId: string, t: number | null) {
  return t === null ? {} : { gsi1pk: shardKey('WAITING', gameId), gsi1sk: waitingOrder(t, gameId) };
}

export const waitingTarget = (gsi1sk: string) => gsi1sk.split('#')[1];

export function digestEntry(email: string, lastDigestAt: number | undefined, onList: boolean) {
  return onList ? { gsi1pk: shardKey('DIGEST', email), gsi1sk: digestOrder(lastDigestAt, email) } : {};
}

/** The OPEN index entry of a META item (none when it is not on the open-games list). */
export function openEntry(m: GameMeta) {
  return onOpenList(m) ? { gsi1pk: shardKey('OPEN', m.gameId), gsi1sk: openOrder(m) } : {};
}

export const digestTarget = (gsi1sk: string) => gsi1sk.slice(gsi1sk.indexOf('#') + 1);

/**
 * The sort keys of one list's entries, merged over its shards in sort-key order: those below
 * `below` (all without it), at most `limit` (all pages without it).
 */
export async function readList(
  t: DynamoTable,
  list: List,
  o: { below?: string; limit?: number } = {},
): Promise<string[]> {
  const query = (pk: string) => ({
    IndexName: INDEX,
    KeyConditionExpression: o.below === undefined ? 'gsi1pk = :k' : 'gsi1pk = :k AND gsi1sk < :b',
    ExpressionAttributeValues: { ':k': pk, ...(o.below === undefined ? {} : { ':b': o.below }) },
  });
  const pages = await Promise.all(
    keysOf(list).map(
      async (pk): Promise<Item[]> =>
        o.limit === undefined ? t.queryAll(query(pk)) : (await t.queryPage({ ...query(pk), Limit: o.limit })).items,
    ),
  );
  const keys = pages
    .flat()
    .map((it) => String(it.gsi1sk))
    .sort();
  return o.limit === undefined ? keys : keys.slice(0, o.limit);
}
