// The open-games list in memory: the games whose META is on it, in the DynamoDB index's order.
import type { OpenGames } from '../ports.js';
import { orderBefore } from '../orderings.js';
import { onOpenList, openOrder, parseOpenOrder } from '../open-list.js';
import type { MemoryTables } from './tables.js';

export function memoryOpenGames(m: MemoryTables): OpenGames {
  return {
    async openGames(o = {}) {
      const below = o.createdBefore === undefined ? null : orderBefore(o.createdBefore);
      const keys = [...m.metas.values()]
        .filter(onOpenList)
        .map(openOrder)
        .filter((k) => below === null || k < below)
        .sort();
      return m.readMany(keys.map(parseOpenOrder));
    },
  };
}
