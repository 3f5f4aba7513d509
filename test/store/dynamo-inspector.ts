// What the contract suite reads from the DynamoDB store's own items (TTLs, skip marks), for every
// suite that runs the contract on DynamoDB (dynamo.int.test.ts, access.int.test.ts).
import type { DynamoStore } from '../../lambdas/store/dynamo/dynamo-store.js';
import type { Inspector } from './store-contract.js';

export function dynamoInspector(store: DynamoStore): Inspector {
  const raw = (pk: string, sk: string) => store.table.get(pk, sk);
  return {
    async ttl(what, a, b) {
      const it = what === 'meta' ? await raw(`GAME#${a}`, 'META') : what === 'idem' ? await raw(`GAME#${a}`, `IDEM#${b}`)
        : what === 'quota' ? await raw(`LIMIT#${a}#${b}`, 'LIMIT') : await raw(`USER#${a}`, `GAME#${b}`);
      return it?.expiresAt as number | undefined;
    },
    skipMark: async (gameId, sk, i) => (await raw(`GAME#${gameId}`, sk))?.[`skip_${i}`] as string | undefined,
  };
}
