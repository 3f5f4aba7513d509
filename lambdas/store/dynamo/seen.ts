// The game's SEEN item on DynamoDB, not derived from the log: when each seat was last seen at the
// table (`seen_<seat>`), which holds "your move" mail back, and each seat's latest reply by mail
// (`reply_<seat>`), which the seat's later mail is threaded under.
import type { ReadModels } from '../ports.js';
import { gamePk, type DynamoTable } from './table.js';

/** What each per-seat attribute of the SEEN item holds: when the seat was seen (ms), its latest reply's id. */
interface SeatAttrs {
  seen: number;
  reply: string;
}
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

export function dynamoSeen(t: DynamoTable): Pick<ReadModels, 'markSeen' | 'seenAt' | 'noteReply' | 'replyIds'> {
  return {
    async markSeen(gameId, seat, at, unlessAfter) {
      return t.unlessConflict(() =>
        t.update({
          Key: { pk: gamePk(gameId), sk: 'SEEN' },
          UpdateExpression: 'SET #s = :at',
          ConditionExpression: 'attribute_not_exists(#s) OR #s <= :cut',
          ExpressionAttributeNames: { '#s': `seen_${seat}` },
          ExpressionAttributeValues: { ':at': at, ':cut': unlessAfter },
        }),
      );
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
  };
}
