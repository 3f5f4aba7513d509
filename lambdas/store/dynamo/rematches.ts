// The REMATCH item on DynamoDB: one conditional put on the finished game's partition.
import type { Rematches, RematchRecord } from '../rematch-ports.js';
import { gamePk, strip, type DynamoTable } from './table.js';

const SK = 'REMATCH';

export function dynamoRematches(t: DynamoTable): Rematches {
  const getRematch = async (gameId: string) => {
    const it = await t.get(gamePk(gameId), SK);
    return it ? strip<RematchRecord>(it) : null;
  };
  return {
    async claimRematch(r) {
      const wrote = await t.unlessConflict(() =>
        t.put({ Item: { pk: gamePk(r.gameId), sk: SK, ...r }, ConditionExpression: 'attribute_not_exists(pk)' }),
      );
      if (wrote) return r;
      const standing = await getRematch(r.gameId);
      if (!standing) throw new Error(`REMATCH of ${r.gameId} lost its conditional put yet cannot be read`);
      return standing;
    },
    getRematch,
  };
}
