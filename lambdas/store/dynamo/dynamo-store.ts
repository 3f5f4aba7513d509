// The store on DynamoDB: one table (docs/data-model.md), its four parts built over the shared
// table client. On AWS the functions make one per container (lambdas/runtime/build-deps.ts); locally it
// talks to dynalite (local/runtime.ts).
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Store } from '../ports.js';
import { DynamoTable } from './table.js';
import { dynamoEventLog } from './event-log.js';
import { dynamoAwayMarks } from './away-marks.js';
import { dynamoOutbox } from './outbox.js';
import { dynamoReadModels } from './read-models.js';
import { dynamoProfiles } from './profiles.js';
import { dynamoOpenGames } from './open-games.js';
import { dynamoRatings } from './ratings.js';
import { dynamoRematches } from './rematches.js';
import { dynamoChat } from './chat.js';

export interface DynamoStore extends Store {
  /** The table underneath: tests and benchmarks read raw items through it. */
  readonly table: DynamoTable;
}

export function dynamoStore(client: DynamoDBClient, tableName: string): DynamoStore {
  const table = new DynamoTable(client, tableName);
  return {
    ...dynamoEventLog(table),
    ...dynamoAwayMarks(table),
    ...dynamoOutbox(table),
    ...dynamoReadModels(table),
    ...dynamoProfiles(table),
    ...dynamoOpenGames(table),
    ...dynamoRatings(table),
    ...dynamoRematches(table),
    ...dynamoChat(table),
    table,
    stats: table.stats,
    ensureTable: () => table.ensureTable(),
  };
}
