// The store contract's part for REMATCH items (run by store-contract.ts against both stores): the
// first claim for a finished game stands, a later or concurrent one answers it, and games do not mix.
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../lambdas/store/ports.js';
import type { RematchRecord } from '../../../lambdas/store/rematch-ports.js';

const rec = (gameId: string, newGameId: string, by: string): RematchRecord => ({
  gameId,
  newGameId,
  seed: `seed-${newGameId}`,
  by,
  at: 1000,
});

export function rematchContract(make: () => Promise<{ store: Store }>): void {
  describe('rematch items', () => {
    it('keeps the first claim: a second one answers it, another game has its own', async () => {
      const { store } = await make();
      expect(await store.getRematch('old')).toBeNull();
      expect(await store.claimRematch(rec('old', 'first', 'a@example.com'))).toEqual(
        rec('old', 'first', 'a@example.com'),
      );
      expect(await store.claimRematch(rec('old', 'second', 'b@example.com'))).toEqual(
        rec('old', 'first', 'a@example.com'),
      );
      expect(await store.getRematch('old')).toEqual(rec('old', 'first', 'a@example.com'));
      expect(await store.claimRematch(rec('other', 'third', 'b@example.com'))).toEqual(
        rec('other', 'third', 'b@example.com'),
      );
    });

    it('of two claims at once, both answer the same one', async () => {
      const { store } = await make();
      const [x, y] = await Promise.all([
        store.claimRematch(rec('g', 'n1', 'a@example.com')),
        store.claimRematch(rec('g', 'n2', 'b@example.com')),
      ]);
      expect(x.newGameId).toBe(y.newGameId);
      expect(['n1', 'n2']).toContain(x.newGameId);
    });
  });
}
