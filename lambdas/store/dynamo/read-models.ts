// The read models on DynamoDB, all derived from the log and rewritten idempotently: the game's
// SUMMARY (on the WAITING index while humans owe a decision, by when it is next due), idempotency records (IDEM#<key>,
// with a TTL), and each player's "my games" entries (USER#<email> / GAME#<id>). Besides, not derived:
// when each seat was last seen at the table (SEEN, `seen_<seat>`), which holds "your move" mail back,
// and each seat's latest reply by mail (`reply_<seat>`), which the seat's later mail is threaded under;
// and rate counters (LIMIT#<name>#<window> / LIMIT, with a TTL).
import type { ReadModels } from '../ports.js';
import { expiryAfter, KEEP_DAYS, type IdemRecord, type Summary, type UserGame } from '../records.js';
import { gamePk, strip, userPk, type DynamoTable } from './table.js';
import { readList, waitingEntry, waitingTarget } from './index-keys.js';
import { orderBefore, waitingTime } from '../orderings.js';

/** What each per-seat attribute of the SEEN item holds: when the seat was seen (ms), its latest reply's id. */
interface SeatAttrs { seen: number; reply: string }
const SEAT_ATTR_TYPE = { seen: 'number', reply: 'string' } as const;

/** The `<prefix>_<seat>` attributes of a SEEN item (of the prefix's type; others skipped), as seat → value. */
function seatMap<P extends keyof SeatAttrs>(it: Record<string, unknown>, prefix: P): Map<number, SeatAttrs[P]> {
  const out = new Map<number, SeatAttrs[P]>();
  const name = new RegExp(`^${prefix}_(\\d+)$`);
  for (const [attr, v] of Object.entries(it)) {
    const m = name.exec(attr);
    if (m && typeof v === SEAT_ATTR_TYPE[prefix]) out.set(Number(m[1]), v as SeatAttrs[P]);
  }
  return out;
}

export function dynamoReadModels(t: DynamoTable): ReadModels {
  return {
    async getSummary(gameId) {
      const it = await t.get(gamePk(gameId), 'SUMMARY');
      return it ? strip<Summary>(it) : null;
    },

    async putSummary(s, expectRev) {
      return t.unlessConflict(() => t.put({
        Item: { pk: gamePk(s.gameId), sk: 'SUMMARY', ...s, ...waitingEntry(s.gameId, waitingTime(s)) },
        ...(expectRev !== undefined
          ? { ConditionExpression: 'rev = :r', ExpressionAttributeValues: { ':r': expectRev } }
          : { ConditionExpression: 'attribute_not_exists(pk) OR lastSeq < :s', ExpressionAttributeValues: { ':s': s.lastSeq } }),
      }));
    },

    async waitingDue(now, limit = 100) {
      return (await readList(t, 'WAITING', { below: orderBefore(now + 1), limit })).map(waitingTarget);
    },

    // A retry later than KEEP_DAYS finds no record and gets a stale-seq 409.
    async putIdem(gameId, key, rec, at) {
      await t.put({ Item: { pk: gamePk(gameId), sk: `IDEM#${key}`, ...rec, expiresAt: expiryAfter(at, KEEP_DAYS) } });
    },

    async getIdem(gameId, key) {
      const it = await t.get(gamePk(gameId), `IDEM#${key}`);
      return it ? strip<IdemRecord>(it) : null;
    },

    async putUserGame(email, g) {
      await t.unlessConflict(() => t.put({
        Item: { pk: userPk(email), sk: gamePk(g.gameId), ...g },
        ConditionExpression: 'attribute_not_exists(pk) OR seq < :s OR (seq = :s AND updatedAt <= :u)',
        ExpressionAttributeValues: { ':s': g.seq, ':u': g.updatedAt },
      }));
    },

    async deleteUserGame(email, gameId) {
      await t.delete({ Key: { pk: userPk(email), sk: gamePk(gameId) } });
    },

    async markSeen(gameId, seat, at, unlessAfter) {
      return t.unlessConflict(() => t.update({
        Key: { pk: gamePk(gameId), sk: 'SEEN' },
        UpdateExpression: 'SET #s = :at',
        ConditionExpression: 'attribute_not_exists(#s) OR #s <= :cut',
        ExpressionAttributeNames: { '#s': `seen_${seat}` },
        ExpressionAttributeValues: { ':at': at, ':cut': unlessAfter },
      }));
    },

    async seenAt(gameId) {
      const it = await t.get(gamePk(gameId), 'SEEN');
      return seatMap(it ?? {}, 'seen');
    },

    async noteReply(gameId, seat, messageId) {
      await t.update({
        Key: { pk: gamePk(gameId), sk: 'SEEN' },
        UpdateExpression: 'SET #r = :id',
        ExpressionAttributeNames: { '#r': `reply_${seat}` },
        ExpressionAttributeValues: { ':id': messageId },
      });
    },

    async replyIds(gameId) {
      const it = await t.get(gamePk(gameId), 'SEEN');
      return seatMap(it ?? {}, 'reply');
    },

    // One conditional increment: of racing callers at most `max` pass the condition.
    async takeQuota(name, windowStart, windowMs, max) {
      return t.unlessConflict(() => t.update({
        Key: { pk: `LIMIT#${name}#${windowStart}`, sk: 'LIMIT' },
        UpdateExpression: 'ADD #n :one SET expiresAt = :exp',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
        ExpressionAttributeNames: { '#n': 'uses' },
        ExpressionAttributeValues: { ':one': 1, ':max': max, ':exp': expiryAfter(windowStart + windowMs, 1) },
      }));
    },

    async userGames(email) {
      const items = await t.queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)', ExpressionAttributeValues: { ':pk': userPk(email), ':g': 'GAME#' },
      });
      return items.map((it) => strip<UserGame>(it));
    },
  };
}
