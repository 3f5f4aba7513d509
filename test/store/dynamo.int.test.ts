// The store contract against the DynamoDB store on dynalite (a fresh table per test), and what only
// the DynamoDB layout has to show: the raw items' keys.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { dynamoStore, type DynamoStore } from '../../lambdas/store/dynamo/dynamo-store.js';
import { storeContract } from './store-contract.js';

let server: Server;
let client: DynamoDBClient;
let tables = 0;
beforeAll(async () => {
  server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => { client?.destroy(); await new Promise<void>((ok) => server?.close(() => ok())); });

export async function freshDynamoStore(): Promise<DynamoStore> {
  const store = dynamoStore(client, `contract${tables++}`);
  await store.ensureTable();
  return store;
}

storeContract('DynamoDB (dynalite)', async () => {
  const store = await freshDynamoStore();
  const raw = (pk: string, sk: string) => store.table.get(pk, sk);
  return {
    store,
    inspect: {
      async ttl(what, a, b) {
        const it = what === 'meta' ? await raw(`GAME#${a}`, 'META') : what === 'idem' ? await raw(`GAME#${a}`, `IDEM#${b}`) : await raw(`USER#${a}`, `GAME#${b}`);
        return it?.expiresAt as number | undefined;
      },
      skipMark: async (gameId, sk, i) => (await raw(`GAME#${gameId}`, sk))?.[`skip_${i}`] as string | undefined,
    },
  };
});
