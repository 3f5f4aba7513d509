// The in-memory twin of the DynamoDB store: the same four parts with the same semantics that
// matter (conditional appends and revisions, idempotency records with a TTL, outbox claims that
// expire, the jobs' list orders), held in Maps. Fast tests run the local runtime on it; the
// contract suite (test/lambdas/store) holds it and the DynamoDB store to the same behaviour.
import type { Store } from '../ports.js';
import { MemoryTables } from './tables.js';
import { memoryEventLog } from './event-log.js';
import { memoryAwayMarks } from './away-marks.js';
import { memoryOutbox } from './outbox.js';
import { memoryReadModels } from './read-models.js';
import { memoryProfiles } from './profiles.js';
import { memoryOpenGames } from './open-games.js';
import { memoryRatings } from './ratings.js';
import { memoryRematches } from './rematches.js';
import { memoryChat } from './chat.js';

export interface MemoryStore extends Store {
  /** The Maps underneath: tests read TTLs and marks through them. */
  readonly tables: MemoryTables;
}

export function memoryStore(): MemoryStore {
  const tables = new MemoryTables();
  return {
    ...memoryEventLog(tables),
    ...memoryAwayMarks(tables),
    ...memoryOutbox(tables),
    ...memoryReadModels(tables),
    ...memoryProfiles(tables),
    ...memoryOpenGames(tables),
    ...memoryRatings(tables),
    ...memoryRematches(tables),
    ...memoryChat(tables),
    tables,
    stats: tables.stats,
    ensureTable: async () => undefined,
  };
}
