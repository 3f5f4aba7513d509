import { describe, expect, it } from 'vitest';
import { createGame, findRecommended, makeConfig, pileDef } from '../../../../engine/index.js';
import { intrigueRecommended } from '../../../../engine/cards/intrigue/index.js';
import { isKingdomPile } from '../../../../engine/setup/piles.js';

describe('Intrigue recommended sets', () => {
  it('has the 3 Intrigue-only sets and the 3 Dominion & Intrigue sets', () => {
    expect(intrigueRecommended).toHaveLength(6);
    expect(new Set(intrigueRecommended.map((r) => r.name)).size).toBe(6);
  });

  for (const r of intrigueRecommended) {
    describe(r.name, () => {
      it('is registered under its name', () => {
        expect(findRecommended(r.name)).toBe(r);
      });

      it('resolves to 10 different existing Kingdom piles', () => {
        expect(new Set(r.kingdom).size).toBe(10);
        const missing = r.kingdom.filter((name) => !isKingdomPile(name));
        expect(missing).toEqual([]);
      });

      it('uses only base 2E and Intrigue 2E cards, and no Events or Landmarks', () => {
        for (const name of r.kingdom) expect(['base', 'intrigue']).toContain(pileDef(name).set);
        expect(r.kingdom.some((name) => pileDef(name).set === 'intrigue')).toBe(true);
        expect(r.events ?? []).toEqual([]);
        expect(r.landmarks ?? []).toEqual([]);
      });

      it('starts a game with exactly those piles', () => {
        const config = makeConfig({ players: ['A', 'B', 'C'], seed: r.name, recommended: r.name });
        expect(config.kingdom).toEqual(r.kingdom);
        const { state } = createGame(config);
        const kingdomPiles = state.supply.filter((p) => p.kingdom);
        expect(kingdomPiles.map((p) => p.name).sort()).toEqual([...r.kingdom].sort());
        for (const p of kingdomPiles) expect(p.cards.length).toBeGreaterThan(0);
      });
    });
  }
});
