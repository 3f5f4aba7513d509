// The store contract's part for away marks (run by store-contract.ts against both stores): META and
// the marks beside it come back in one read, another game's marks never ride along, and a mark from
// an older profile revision never replaces a newer one.
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../lambdas/store/ports.js';
import type { AwayMark, GameMeta } from '../../../lambdas/store/records.js';

const DAY = 86_400_000;
const mark = (email: string, rev: number, from?: number): AwayMark => ({
  email,
  ...(from === undefined ? {} : { away: { from, until: from + 7 * DAY } }),
  rev,
});

export function awayMarksContract(make: () => Promise<{ store: Store }>, meta: (gameId: string) => GameMeta): void {
  describe('away marks', () => {
    it('reads META with its own marks, in one read', async () => {
      const { store } = await make();
      expect(await store.getMetaAndAway('m1')).toBeNull();
      await store.putNewMeta(meta('m1'));
      await store.putNewMeta(meta('m2'));
      expect(await store.getMetaAndAway('m1')).toEqual({ meta: meta('m1'), away: [] });
      await store.putAwayMark('m1', mark('a@example.com', 3, 1000));
      await store.putAwayMark('m2', mark('b@example.com', 1, 2000));
      const reads = store.stats.reads;
      const got = await store.getMetaAndAway('m1');
      expect(store.stats.reads - reads).toBe(1);
      expect(got).toEqual({ meta: meta('m1'), away: [mark('a@example.com', 3, 1000)] });
      expect(await store.getMeta('m1')).toEqual(meta('m1'));
    });

    it('keeps the mark of the latest profile revision, whatever order the writes land in', async () => {
      const { store } = await make();
      await store.putNewMeta(meta('m3'));
      await store.putAwayMark('m3', mark('a@example.com', 5, 1000));
      await store.putAwayMark('m3', mark('a@example.com', 4, 9000));
      await store.putAwayMark('m3', mark('a@example.com', 5, 9000));
      expect((await store.getMetaAndAway('m3'))?.away).toEqual([mark('a@example.com', 5, 1000)]);
      // A later revision that ended the time away replaces it: the mark then says nothing.
      await store.putAwayMark('m3', mark('a@example.com', 6));
      expect((await store.getMetaAndAway('m3'))?.away).toEqual([mark('a@example.com', 6)]);
    });
  });
}
