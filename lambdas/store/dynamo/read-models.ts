// The read models on DynamoDB, all derived from the log and rewritten idempotently: the game's
// SUMMARY (on the WAITING index while humans owe a decision, by when it is next due), idempotency records (IDEM#<key>,
// with a TTL), and each player's "my games" entries (USER#<email> / GAME#<id>). Besides, not derived:
// the table's SEEN item (seen.ts) and rate counters (LIMIT#<name>#<window> / LIMIT, with a TTL).
import type { ReadModels } from '../ports.js';
import { expiryAfter, KEEP_DAYS, type IdemRecord, type Summary, type UserGame } from '../records.js';
import { gamePk, strip, userPk, type DynamoTable } from './table.js';
import { readList, waitingEntry, waitingTarget } from './index-keys.js';
import { orderBefore, waitingTime } from '../orderings.js';
import { dynamoSeen } from './seen.js';

export function dynamoReadModels(t: DynamoTable): ReadModels {
  return {
    ...dynamoSeen(t),

    async getSummary(gameId) {
      const it = await t.get(gamePk(gameId), 'SUMMARY');
      return it ? strip<Summary>(it) : null;
    },

    async putSummary(s, expectRev) {
      return t.unlessConflict(() =>
        t.put({
          Item: { pk: gamePk(s.gameId), sk: 'SUMMARY', ...s, ...waitingEntry(s.gameId, waitingTime(s)) },
          ...(expectRev !== undefined
            ? { ConditionExpression: 'rev = :r', ExpressionAttributeValues: { ':r': expectRev } }
            : {
                ConditionExpression: 'attribute_not_exists(pk) OR lastSeq < :s',
                ExpressionAttributeValues: { ':s': s.lastSeq },
              }),
        }),
      );
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
      await t.unlessConflict(() =>
        t.put({
          Item: { pk: userPk(email), sk: gamePk(g.gameId), ...g },
          ConditionExpression: 'attribute_not_exists(pk) OR seq < :s OR (seq = :s AND updatedAt <= :u)',
          ExpressionAttributeValues: { ':s': g.seq, ':u': g.updatedAt },
        }),
      );
    },

    async deleteUserGame(email, gameId) {
      await t.delete({ Key: { pk: userPk(email), sk: gamePk(gameId) } });
    },

    // One conditional increment: of racing callers at most `max` pass the condition.
    async takeQuota(name, windowStart, windowMs, max) {
      return t.unlessConflict(() =>
        t.update({
          Key: { pk: `LIMIT#${name}#${windowStart}`, sk: 'LIMIT' },
          UpdateExpression: 'ADD #n :one SET expiresAt = :exp',
          ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
          ExpressionAttributeNames: { '#n': 'uses' },
          ExpressionAttributeValues: { ':one': 1, ':max': max, ':exp': expiryAfter(windowStart + windowMs, 1) },
        }),
      );
    },

    async userGames(email) {
      const items = await t.queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
        ExpressionAttributeValues: { ':pk': userPk(email), ':g': 'GAME#' },
      });
      return items.map((it) => strip<UserGame>(it));
    },
  };
}
