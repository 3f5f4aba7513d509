// Whole-state invariants checked after every move of the random-play tests.
import { view } from '../../engine/index.js';
import type { GameState, PlayerIndex } from '../../engine/index.js';
import { shuffleInPlace, type RngState } from '../../engine/core/rng.js';

/** Every card id is in exactly one place. Returns a description of the first problem, or null. */
export function conservationProblem(s: GameState): string | null {
  const seen = new Uint8Array(s.cardNames.length);
  const visit = (ids: readonly number[], where: string): string | null => {
    for (const id of ids) {
      if (id < 0 || id >= seen.length) return `unknown card id ${id} in ${where}`;
      if (seen[id]) return `card ${id} (${s.cardNames[id]}) is in two places (again in ${where})`;
      seen[id] = 1;
    }
    return null;
  };
  for (const [p, pl] of s.players.entries()) {
    for (const z of ['deck', 'hand', 'discard', 'inPlay', 'setAside', 'looking'] as const) {
      const problem = visit(pl[z], `player ${p} ${z}`);
      if (problem) return problem;
    }
  }
  for (const pile of s.supply) {
    const problem = visit(pile.cards, `pile ${pile.name}`);
    if (problem) return problem;
  }
  const problem = visit(s.trash, 'trash');
  if (problem) return problem;
  const missing = seen.indexOf(0);
  return missing >= 0 ? `card ${missing} (${s.cardNames[missing]}) is nowhere` : null;
}

/**
 * A copy of the state in which everything `viewer` may not see is rearranged: other players'
 * hands and decks are mixed and re-dealt, every deck is reshuffled. A view that leaks nothing
 * is identical for both states.
 */
export function scrambleHidden(s: GameState, viewer: PlayerIndex, rng: RngState): GameState {
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  copy.players.forEach((pl, p) => {
    if (p !== viewer) {
      const pool = [...pl.hand, ...pl.deck, ...pl.looking];
      shuffleInPlace(rng, pool);
      pl.hand = pool.slice(0, pl.hand.length);
      pl.looking = pool.slice(pl.hand.length, pl.hand.length + pl.looking.length);
      pl.deck = pool.slice(pl.hand.length + pl.looking.length);
    } else shuffleInPlace(rng, pl.deck);
  });
  copy.rng = [1, 2, 3, 4];
  copy.config = { ...copy.config, seed: 'scrambled' };
  return copy;
}

/** The view of `viewer` as JSON, minus the parts that legitimately name the viewer's hidden-to-others decision ids. */
export function viewJson(s: GameState, viewer: PlayerIndex): string {
  return JSON.stringify(view(s, viewer));
}
