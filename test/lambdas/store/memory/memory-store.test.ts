// The store contract against the in-memory twin (the fast tier).
import { memoryStore } from '../../../../lambdas/store/memory/memory-store.js';
import { mailId } from '../../../../lambdas/store/memory/tables.js';
import { storeContract } from '../store-contract.js';

storeContract('memory', async () => {
  const store = memoryStore();
  const t = store.tables;
  return {
    store,
    inspect: {
      async ttl(what, a, b) {
        if (what === 'meta') return t.metas.get(a)?.expiresAt;
        if (what === 'idem') return t.idem.get(`${a}\n${b}`)?.expiresAt;
        if (what === 'quota') return t.quotas.get(`${a}\n${b}`)?.expiresAt;
        return t.userGames.get(a)?.get(b!)?.expiresAt;
      },
      skipMark: async (gameId, sk, i) => t.mail.get(mailId(gameId, sk))?.skips[`skip_${i}`],
    },
  };
});
