import { defineCard } from '../../../core/card-def.js';
import { pileDef } from '../../../setup/piles.js';
import { nextInt } from '../../../core/rng.js';
import type { GameState } from '../../../core/types.js';
import { ownedNames, pileTypes } from './support.js';

/** state.flags key holding the chosen pile's name. */
export const OBELISK_PILE = 'Obelisk';

export function obeliskPile(s: GameState): string | undefined {
  const v = s.flags[OBELISK_PILE];
  return typeof v === 'string' ? v : undefined;
}

export const obelisk = defineCard({
  name: 'Obelisk',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, 2 VP per card you have from the chosen pile.\n---\nSetup: Choose a random Action Supply pile.',
  setup(s) {
    // A forced position (rules scenarios) may name the pile.
    const forced = s.config.setup?.obelisk;
    if (forced !== undefined) {
      if (!s.supply.some((p) => p.kingdom && p.name === forced))
        throw new Error(`There is no ${forced} Kingdom pile in this game.`);
      s.flags[OBELISK_PILE] = forced;
      return;
    }
    const piles = s.supply.filter((p) => p.kingdom && pileTypes(p.name).includes('Action')).map((p) => p.name);
    if (piles.length > 0) s.flags[OBELISK_PILE] = piles[nextInt(s.rng, piles.length)]!;
  },
  publicNote: (s) => (obeliskPile(s) ? `Chosen pile: ${obeliskPile(s)}` : undefined),
  score(s, p) {
    const chosen = obeliskPile(s);
    if (!chosen) return 0;
    // Every card of the pile counts, whatever its name (both halves of a split pile).
    const names = new Set(
      pileDef(chosen)
        .contents(s.players.length)
        .map((c) => c.name),
    );
    return 2 * ownedNames(s, p).filter((n) => names.has(n)).length;
  },
});
