// The outbox in memory: mail items (an event's, or a mailing's) with the same claim/try/sent marks as
// on DynamoDB. A claim holds until its expiry; a sent mark is final; an item stays pending until
// outboxDone.
import type { Outbox } from '../ports.js';
import type { MailKey } from '../records.js';
import { outboxOrder } from '../orderings.js';
import { mailId, type MailItem, type MemoryTables } from './tables.js';

export function memoryOutbox(m: MemoryTables): Outbox {
  /** The item, or (as an update on DynamoDB would) an empty one made at this key. */
  const item = (k: MailKey): MailItem => {
    const id = mailId(k.gameId, k.sk);
    let it = m.mail.get(id);
    if (!it) m.mail.set(id, (it = { at: 0, marks: {}, skips: {}, pending: false }));
    return it;
  };
  return {
    async putMailing(gameId, name, at, outbox) {
      const sk = `MAIL#${name}`;
      if (m.mail.has(mailId(gameId, sk))) return null;
      m.mail.set(mailId(gameId, sk), { at, outbox: m.write(outbox), marks: {}, skips: {}, pending: outbox.length > 0 });
      return { gameId, sk };
    },

    async outboxItem(k) {
      const it = m.mail.get(mailId(k.gameId, k.sk));
      return m.read(it ? { outbox: it.outbox, marks: it.marks } : null);
    },

    async pendingOutbox(limit = 100) {
      const keys = [...m.mail.entries()]
        .filter(([, it]) => it.pending)
        .map(([id, it]) => {
          const [gameId, sk] = id.split('\n') as [string, string];
          return { order: outboxOrder(it.at, gameId, sk), key: { gameId, sk, at: it.at } };
        });
      keys.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
      return m.readMany(keys.slice(0, limit).map((x) => x.key));
    },

    async claimMail(k, i, now, until) {
      const it = m.mail.get(mailId(k.gameId, k.sk));
      const claim = it?.marks[`claim_${i}`];
      if (!it || it.marks[`sent_${i}`] !== undefined || (claim !== undefined && claim >= now)) return false;
      it.marks[`claim_${i}`] = m.write(until);
      return true;
    },

    async markSent(k, i, now, skipped) {
      const it = item(k);
      it.marks[`sent_${i}`] = m.write(now);
      delete it.marks[`claim_${i}`];
      if (skipped) it.skips[`skip_${i}`] = skipped;
    },

    async markSending(k, i, now) {
      item(k).marks[`try_${i}`] = m.write(now);
    },

    async releaseClaim(k, i) {
      delete item(k).marks[`claim_${i}`];
      delete item(k).marks[`try_${i}`];
      m.write(null);
    },

    async outboxDone(k) {
      item(k).pending = false;
      m.write(null);
    },
  };
}
