// A uniformly random legal answer to any decision, and a random legal move for any player.
// Randomness comes from the caller's seeded stream, never from Math.random.
import { legalTurnMoves } from '../rules/legal.js';
import { nextInt, shuffleInPlace, type RngState } from '../core/rng.js';
import type { Answer, Decision, GameState, Move, PlayerIndex } from '../core/types.js';

export function randomAnswer(s: GameState, d: Exclude<Decision, { kind: 'turn' }>, rng: RngState): Answer {
  const names = (ids: readonly number[]) => ids.map((id) => s.cardNames[id]);
  const between = (min: number, max: number) => min + nextInt(rng, max - min + 1);
  switch (d.kind) {
    case 'cards': {
      const pool = [...d.candidates];
      shuffleInPlace(rng, pool);
      return { kind: 'cards', cards: names(pool.slice(0, between(d.min, d.max))) };
    }
    case 'pile': {
      const k = nextInt(rng, d.piles.length + (d.optional ? 1 : 0));
      return { kind: 'pile', pile: d.piles[k] ?? null };
    }
    case 'option': {
      const ids = d.options.map((o) => o.id);
      shuffleInPlace(rng, ids);
      return { kind: 'option', options: ids.slice(0, between(d.min, Math.min(d.max, ids.length))) };
    }
    case 'order': {
      const ids = [...d.cards];
      shuffleInPlace(rng, ids);
      return { kind: 'order', cards: names(ids) };
    }
    case 'number':
      return { kind: 'number', value: between(d.min, d.max) };
    case 'yesno':
      return { kind: 'yesno', yes: nextInt(rng, 2) === 1 };
  }
}

/** Any legal move for `player` (who must owe a decision). */
export function randomMove(s: GameState, player: PlayerIndex, rng: RngState): Move {
  const d = s.pending.find((x) => x.player === player);
  if (!d) throw new Error(`Player ${player} owes no decision`);
  if (d.kind !== 'turn') return { type: 'answer', player, answer: randomAnswer(s, d, rng) };
  const moves = legalTurnMoves(s, player);
  return moves[nextInt(rng, moves.length)];
}
