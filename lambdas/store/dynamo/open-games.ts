// The open-games list on DynamoDB: the OPEN shards of the index, merged oldest first. The META
// writes keep the entries (event-log.ts, index-keys.ts openEntry); this part only reads them.
import type { OpenGames } from '../ports.js';
import { orderBefore } from '../orderings.js';
import { parseOpenOrder } from '../open-list.js';
import { readList } from './index-keys.js';
import type { DynamoTable } from './table.js';

export function dynamoOpenGames(t: DynamoTable): OpenGames {
  return {
    async openGames(o = {}) {
      const keys = await readList(
        t,
        'OPEN',
        o.createdBefore === undefined ? {} : { below: orderBefore(o.createdBefore) },
      );
      return keys.map(parseOpenOrder);
    },
  };
}
