// For every suite that runs the store contract on DynamoDB (dynamo-store.int.test.ts, ../access.int.test.ts):
// dynalite in-process with a client to it, and what the contract reads from the store's own items
// (TTLs, skip marks).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import type { DynamoStore } from '../../../../lambdas/store/dynamo/dynamo-store.js';
import type { Inspector } from '../store-contract.js';

export function dynamoInspector(store: DynamoStore): Inspector {
  const raw = (pk: string, sk: string) => store.table.get(pk, sk);
  return {
    async ttl(what, a, b) {
      const it =
        what === 'meta'
          ? await raw(`GAME#${a}`, 'META')
          : what === 'idem'
            ? await raw(`GAME#${a}`, `IDEM#${b}`)
            : what === 'quota'
              ? await raw(`LIMIT#${a}#${b}`, 'LIMIT')
              : await raw(`USER#${a}`, `GAME#${b}`);
      return it?.expiresAt as number | undefined;
    },
    skipMark: async (gameId, sk, i) => (await raw(`GAME#${gameId}`, sk))?.[`skip_${i}`] as string | undefined,
  };
}

/** dynalite on a free port (tables usable at once) and a client to it. */
export async function startDynalite(): Promise<{ client: DynamoDBClient; stop(): Promise<void> }> {
  const server: Server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    client,
    stop: async () => {
      client.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
