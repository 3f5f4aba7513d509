// @vitest-environment node
// The local sign-in table is usable when ensureAuthTable returns: a new table stays CREATING for a
// while (DynamoDB: seconds; dynalite here: as long as it is told), and every read and write of a
// CREATING table is answered "not found", so the first sign-in's adapter call failed when it ran
// as soon as CreateTable returned. On dynalite slowed to DynamoDB's pace.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DescribeTableCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { ensureAuthTable } from '@/lib/auth-table';
import { dynamoClient } from '@/lib/aws';

async function serve(createTableMs: number) {
  const server: Server = dynalite({ createTableMs, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const client = dynamoClient({
    region: 'local',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  return {
    client,
    close: () => {
      client.destroy();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

// Tables here become ACTIVE 1.5 s after CreateTable; the "never" server's after 10 minutes.
let slow: Awaited<ReturnType<typeof serve>>;
let never: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  slow = await serve(1_500);
  never = await serve(600_000);
});
afterAll(async () => {
  await slow?.close();
  await never?.close();
});

const status = async (c: typeof slow, TableName: string) =>
  (await c.client.send(new DescribeTableCommand({ TableName }))).Table?.TableStatus;

/** The adapter's first calls of a sign-in: a user looked up by email (the index), a token written. */
async function signInCalls(c: typeof slow, TableName: string) {
  await c.client.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': { S: 'USER#a@example.com' }, ':sk': { S: 'USER#a@example.com' } },
    }),
  );
  await c.client.send(
    new PutItemCommand({ TableName, Item: { pk: { S: 'VT#a@example.com' }, sk: { S: 'VT#token' } } }),
  );
}

describe('the local sign-in table', () => {
  it('is made and ACTIVE when ensureAuthTable returns: the adapter’s first calls succeed', async () => {
    await ensureAuthTable(slow.client, 'fresh');
    expect(await status(slow, 'fresh')).toBe('ACTIVE');
    await signInCalls(slow, 'fresh');
  });

  it('waits for a table another server has just made (still CREATING)', async () => {
    await slow.client.send(
      new CreateTableCommand({
        TableName: 'theirs',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
    await ensureAuthTable(slow.client, 'theirs');
    expect(await status(slow, 'theirs')).toBe('ACTIVE');
  });

  it('returns at once for a table that is ACTIVE, without making another', async () => {
    await ensureAuthTable(slow.client, 'fresh');
    expect(await status(slow, 'fresh')).toBe('ACTIVE');
  });

  it('gives up with a clear error when the table stays CREATING past its bound', async () => {
    await expect(ensureAuthTable(never.client, 'stuck', { everyMs: 50, withinMs: 300 })).rejects.toThrow(
      'The sign-in table stuck is not ACTIVE after 0.3 s (CREATING).',
    );
  });
});
