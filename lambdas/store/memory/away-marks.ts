// The away marks in memory: by game, then by player; read with META as one request, as on DynamoDB.
import type { AwayMarks } from '../ports.js';
import { inner, withoutTtl, type MemoryTables } from './tables.js';

export function memoryAwayMarks(m: MemoryTables): AwayMarks {
  return {
    async getMetaAndAway(gameId) {
      const meta = m.metas.get(gameId);
      return m.read(meta ? { meta: withoutTtl(meta), away: [...inner(m.awayMarks, gameId).values()] } : null);
    },

    async putAwayMark(gameId, mark) {
      const marks = inner(m.awayMarks, gameId);
      if ((marks.get(mark.email)?.rev ?? -1) < mark.rev) marks.set(mark.email, m.write(mark));
    },
  };
}
