// The two DynamoDB tables: the game table (the event log, its projections and the sparse gsi1
// index of due work; its stream feeds the consumer) and next-auth's table. Built in the stack's
// own scope, so their logical ids are the stack's ("GameTable", "AuthTable").
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { StackScope } from './config.js';

/** The attribute DynamoDB's TTL reads on the game table (epoch seconds); items without it never expire. */
export const GAME_TTL_ATTRIBUTE = 'expiresAt';

export interface Tables {
  gameTable: dynamodb.TableV2;
  authTable: dynamodb.TableV2;
}

interface TableShape {
  tableName: string;
  index: [name: string, pk: string, sk: string, projection: dynamodb.ProjectionType];
  ttl: string;
  stream?: dynamodb.StreamViewType;
}

/** Both tables: string pk/sk, on demand, one global index, PITR, encrypted, stage protection. */
function addTable({ stack, settings }: StackScope, id: string, p: TableShape): dynamodb.TableV2 {
  const [indexName, ipk, isk, projectionType] = p.index;
  const str = (n: string) => ({ name: n, type: dynamodb.AttributeType.STRING });
  return new dynamodb.TableV2(stack, id, {
    tableName: p.tableName,
    partitionKey: str('pk'),
    sortKey: str('sk'),
    billing: dynamodb.Billing.onDemand(),
    globalSecondaryIndexes: [{ indexName, partitionKey: str(ipk), sortKey: str(isk), projectionType }],
    ...(p.stream ? { dynamoStream: p.stream } : {}),
    timeToLiveAttribute: p.ttl,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
    deletionProtection: settings.deletionProtection,
    removalPolicy: settings.removalPolicy,
  });
}

export function addTables(scope: StackScope): Tables {
  const { name } = scope;
  const gameTable = addTable(scope, 'GameTable', {
    tableName: name('games'),
    index: ['gsi1', 'gsi1pk', 'gsi1sk', dynamodb.ProjectionType.KEYS_ONLY],
    ttl: GAME_TTL_ATTRIBUTE,
    // The stream consumer projects each new event and sends its mail (the outbox).
    stream: dynamodb.StreamViewType.NEW_IMAGE,
  });
  // The next-auth DynamoDB adapter's table (users, accounts, sessions, verification tokens);
  // sessions and sign-in tokens carry their expiry in `expires`.
  const authTable = addTable(scope, 'AuthTable', {
    tableName: name('auth'),
    index: ['GSI1', 'GSI1PK', 'GSI1SK', dynamodb.ProjectionType.ALL],
    ttl: 'expires',
  });
  return { gameTable, authTable };
}
