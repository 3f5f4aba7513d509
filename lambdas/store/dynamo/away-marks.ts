// The away marks on DynamoDB: META#AWAY#<email> items in the game's partition, so one Query of the
// keys beginning with META reads META and them together (a Query is billed on the items' summed
// size, so about 100 bytes a mark over META alone). A mark is written over an older revision only.
import type { AwayMarks } from '../ports.js';
import type { AwayMark, GameMeta } from '../records.js';
import { gamePk, strip, type DynamoTable } from './table.js';

const MARK_PREFIX = 'META#AWAY#';

export function dynamoAwayMarks(t: DynamoTable): AwayMarks {
  return {
    async getMetaAndAway(gameId) {
      const items = await t.queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': gamePk(gameId), ':p': 'META' },
      });
      const meta = items.find((it) => it.sk === 'META');
      if (!meta) return null;
      const away = items.filter((it) => String(it.sk).startsWith(MARK_PREFIX)).map((it) => strip<AwayMark>(it));
      return { meta: strip<GameMeta>(meta), away };
    },

    async putAwayMark(gameId, mark) {
      await t.unlessConflict(() =>
        t.put({
          Item: { pk: gamePk(gameId), sk: `${MARK_PREFIX}${mark.email}`, ...mark },
          ConditionExpression: 'attribute_not_exists(pk) OR rev < :rev',
          ExpressionAttributeValues: { ':rev': mark.rev },
        }),
      );
    },
  };
}
