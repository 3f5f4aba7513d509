// next-auth's DynamoDB table, made on first use where the app runs on the local stack (on AWS the
// CDK app makes it). A new table is usable only once ACTIVE: until then DynamoDB, and the local
// dynalite alike, answer "not found" to every read and write of it, so the first sign-in would fail
// if the adapter ran as soon as CreateTable returned.
import { CreateTableCommand, DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** How often and how long to ask whether the table is ACTIVE (dynalite: at once; DynamoDB: seconds). */
export interface ActiveWait {
  everyMs: number;
  withinMs: number;
}
const WAIT: ActiveWait = { everyMs: 100, withinMs: 60_000 };

/** The table's status, or null when there is no such table. */
async function status(client: DynamoDBClient, TableName: string): Promise<string | null> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName }))).Table?.TableStatus ?? null;
  } catch (e) {
    if ((e as Error).name === 'ResourceNotFoundException') return null;
    throw e;
  }
}

/** Reads and writes work in these states (UPDATING: a change to the table's settings is under way). */
const USABLE = new Set(['ACTIVE', 'UPDATING']);

/** Makes the table (the adapter's schema) unless it exists, and returns once it is usable. */
export async function ensureAuthTable(
  client: DynamoDBClient,
  TableName: string,
  wait: ActiveWait = WAIT,
): Promise<void> {
  let now = await status(client, TableName);
  if (now !== null && USABLE.has(now)) return;
  if (now === null) {
    await client
      .send(
        new CreateTableCommand({
          TableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: ['pk', 'sk', 'GSI1PK', 'GSI1SK'].map((AttributeName) => ({
            AttributeName,
            AttributeType: 'S',
          })),
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'sk', KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: [
            {
              IndexName: 'GSI1',
              Projection: { ProjectionType: 'ALL' },
              KeySchema: [
                { AttributeName: 'GSI1PK', KeyType: 'HASH' },
                { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
              ],
            },
          ],
        }),
      )
      .catch((e: Error) => {
        if (e.name !== 'ResourceInUseException') throw e;
      }); // made meanwhile by another server
  }
  for (const until = Date.now() + wait.withinMs; ; ) {
    now = await status(client, TableName);
    if (now !== null && USABLE.has(now)) return;
    if (Date.now() >= until)
      throw new Error(
        `The sign-in table ${TableName} is not ACTIVE after ${wait.withinMs / 1000} s (${now ?? 'missing'}).`,
      );
    await new Promise((r) => setTimeout(r, wait.everyMs));
  }
}
