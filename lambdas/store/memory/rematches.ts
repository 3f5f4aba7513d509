// The REMATCH items in memory: the first write for a game wins, as the conditional put on DynamoDB.
import type { Rematches } from '../rematch-ports.js';
import type { MemoryTables } from './tables.js';

export function memoryRematches(m: MemoryTables): Rematches {
  return {
    async claimRematch(r) {
      const standing = m.rematches.get(r.gameId);
      if (standing) return m.read(standing)!;
      m.rematches.set(r.gameId, m.write(r));
      return m.read(r)!;
    },
    async getRematch(gameId) {
      return m.read(m.rematches.get(gameId));
    },
  };
}
