// The outbox on DynamoDB: mail lives on the item it belongs to (an event, or a MAIL#<name>
// mailing), with per-notification marks `claim_<i>` (reserved until, ms), `try_<i>` (handed to the
// mailer at; outcome unknown until marked) and `sent_<i>` (done at);
// the item is on the OUTBOX index (index-keys.ts) until all of it is done.
import type { Outbox } from '../ports.js';
import type { MailKey, Notification } from '../records.js';
import { gamePk, type DynamoTable } from './table.js';
import { outboxEntry, outboxTarget, readList } from './index-keys.js';

export function dynamoOutbox(t: DynamoTable): Outbox {
  const key = (k: MailKey) => ({ pk: gamePk(k.gameId), sk: k.sk });
  return {
    async putMailing(gameId, name, at, outbox) {
      const sk = `MAIL#${name}`;
      const wrote = await t.unlessConflict(() =>
        t.put({
          Item: { pk: gamePk(gameId), sk, at, outbox, ...outboxEntry(gameId, sk, at, outbox.length > 0) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return wrote ? { gameId, sk } : null;
    },

    async outboxItem(k) {
      const it = await t.get(gamePk(k.gameId), k.sk);
      if (!it) return null;
      const marks: Record<string, number> = {};
      for (const [name, v] of Object.entries(it)) if (/^(sent|claim|try)_\d+$/.test(name)) marks[name] = v as number;
      return { outbox: it.outbox as Notification[] | undefined, marks };
    },

    async pendingOutbox(limit = 100) {
      return (await readList(t, 'OUTBOX', { limit })).map(outboxTarget);
    },

    async claimMail(k, i, now, until) {
      return t.unlessConflict(() =>
        t.update({
          Key: key(k),
          UpdateExpression: 'SET #c = :until',
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(#s) AND (attribute_not_exists(#c) OR #c < :now)',
          ExpressionAttributeNames: { '#c': `claim_${i}`, '#s': `sent_${i}` },
          ExpressionAttributeValues: { ':until': until, ':now': now },
        }),
      );
    },

    async markSent(k, i, now, skipped) {
      await t.update({
        Key: key(k),
        UpdateExpression: skipped ? 'SET #s = :now, #k = :why REMOVE #c' : 'SET #s = :now REMOVE #c',
        ExpressionAttributeNames: { '#c': `claim_${i}`, '#s': `sent_${i}`, ...(skipped ? { '#k': `skip_${i}` } : {}) },
        ExpressionAttributeValues: { ':now': now, ...(skipped ? { ':why': skipped } : {}) },
      });
    },

    async markSending(k, i, now) {
      await t.update({
        Key: key(k),
        UpdateExpression: 'SET #t = :now',
        ExpressionAttributeNames: { '#t': `try_${i}` },
        ExpressionAttributeValues: { ':now': now },
      });
    },

    async releaseClaim(k, i) {
      await t.update({
        Key: key(k),
        UpdateExpression: 'REMOVE #c, #t',
        ExpressionAttributeNames: { '#c': `claim_${i}`, '#t': `try_${i}` },
      });
    },

    async outboxDone(k) {
      await t.update({ Key: key(k), UpdateExpression: 'REMOVE gsi1pk, gsi1sk' });
    },
  };
}
