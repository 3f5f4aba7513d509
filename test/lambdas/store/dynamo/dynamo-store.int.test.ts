// The store contract against the DynamoDB store on dynalite (a fresh table per test), and what only
// the DynamoDB layout has to show: the job lists sharded over the index, older unsharded entries found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoStore, type DynamoStore } from '../../../../lambdas/store/dynamo/dynamo-store.js';
import { SHARDS, shardOf } from '../../../../lambdas/store/dynamo/index-keys.js';
import { eventSk, pad } from '../../../../lambdas/store/records.js';
import { storeContract } from '../store-contract.js';
import { dynamoInspector, startDynalite } from './dynamo-support.js';

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let client: DynamoDBClient;
let tables = 0;
beforeAll(async () => {
  dynamo = await startDynalite();
  client = dynamo.client;
});
afterAll(async () => {
  await dynamo?.stop();
});

async function freshDynamoStore(): Promise<DynamoStore> {
  const store = dynamoStore(client, `contract${tables++}`);
  await store.ensureTable();
  return store;
}

storeContract('DynamoDB (dynalite)', async () => {
  const store = await freshDynamoStore();
  // The contract counts bytes, as the benchmark does; on AWS they are not counted.
  store.table.countBytes = true;
  return { store, inspect: dynamoInspector(store) };
});

describe('DynamoDB stats', () => {
  it('count requests and units always, bytes only when asked (each item stringified)', async () => {
    const store = await freshDynamoStore();
    await store.putProfile({ email: 'a@example.com', notify: 'every', rev: 0, updatedAt: 1 });
    await store.getProfile('a@example.com');
    expect(store.stats).toMatchObject({ reads: 1, writes: 1, bytesRead: 0, bytesWritten: 0 });
    expect(store.stats.readUnits).toBeGreaterThan(0);
    store.table.countBytes = true;
    await store.getProfile('a@example.com');
    expect(store.stats.bytesRead).toBeGreaterThan(0);
  });
});

describe('DynamoDB layout: the job lists in the index', () => {
  const T0 = Date.UTC(2030, 0, 1);
  const wait = [{ seat: 0, decisionId: 1, since: T0, remindedAt: null }];

  it('spreads each list over its shards by a hash of the game id (or email)', async () => {
    const store = await freshDynamoStore();
    for (let i = 0; i < 24; i++)
      await store.putSummary({ gameId: `g${i}`, lastSeq: 1, status: 'active', rev: 1, waiting: wait, dueAt: T0 });
    const keys = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => (await store.table.get(`GAME#g${i}`, 'SUMMARY'))!.gsi1pk as string),
    );
    for (const [i, k] of keys.entries()) expect(k).toBe(`WAITING#${shardOf(`g${i}`)}`);
    expect(new Set(keys).size).toBeGreaterThan(SHARDS / 2);
    expect(await store.waitingDue(T0, 100)).toHaveLength(24);
  });

  it('still finds entries written under the unsharded list names, in order with the rest', async () => {
    const store = await freshDynamoStore();
    const t = store.table;
    await store.append({
      gameId: 'new',
      seq: 0,
      kind: 'start',
      at: T0 + 10,
      outbox: [{ to: 'a@example.com', subject: 's', text: 't', html: 'h' }],
    });
    await t.put({
      Item: {
        pk: 'GAME#old',
        sk: 'EV#0000000000',
        seq: 0,
        kind: 'start',
        at: T0,
        outbox: [],
        gsi1pk: 'OUTBOX',
        gsi1sk: `${pad(T0)}#old#0`,
      },
    });
    expect(await store.pendingOutbox()).toEqual([
      { gameId: 'old', sk: eventSk(0), at: T0 },
      { gameId: 'new', sk: eventSk(0), at: T0 + 10 },
    ]);
    await store.outboxDone({ gameId: 'old', sk: eventSk(0) });
    expect(await store.pendingOutbox()).toEqual([{ gameId: 'new', sk: eventSk(0), at: T0 + 10 }]);

    await store.putSummary({ gameId: 'new', lastSeq: 1, status: 'active', rev: 1, waiting: wait, dueAt: T0 + 500 });
    await t.put({
      Item: {
        pk: 'GAME#old',
        sk: 'SUMMARY',
        gameId: 'old',
        lastSeq: 1,
        status: 'active',
        rev: 1,
        waiting: wait,
        gsi1pk: 'WAITING',
        gsi1sk: `${pad(T0)}#old`,
      },
    });
    expect(await store.waitingDue(T0 + 1000)).toEqual(['old', 'new']);
    // Rewritten (as the reminder job does), the old summary moves to its shard.
    expect(
      await store.putSummary(
        { gameId: 'old', lastSeq: 1, status: 'active', rev: 2, waiting: wait, dueAt: T0 + 800 },
        1,
      ),
    ).toBe(true);
    expect((await t.get('GAME#old', 'SUMMARY'))!.gsi1pk).toBe(`WAITING#${shardOf('old')}`);
    expect(await store.waitingDue(T0 + 1000)).toEqual(['new', 'old']);

    await t.put({
      Item: {
        pk: 'USER#old@example.com',
        sk: 'PROFILE',
        email: 'old@example.com',
        notify: 'digest',
        rev: 1,
        updatedAt: T0,
        gsi1pk: 'DIGEST',
        gsi1sk: `${pad(0)}#old@example.com`,
      },
    });
    await store.putProfile({ email: 'new@example.com', notify: 'digest', rev: 0, updatedAt: T0, lastDigestAt: T0 });
    expect(await store.digestDue(T0 + 1)).toEqual(['old@example.com', 'new@example.com']);
  });
});
