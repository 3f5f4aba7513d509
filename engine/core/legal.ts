// Enumerating legal moves: what the UI enables and what bots pick from.
import { costOf } from './cost.js';
import { getDef } from './registry.js';
import type { CardName, Decision, GameState, Move, PlayerIndex } from './types.js';

/** Every legal turn move for the player whose turn decision is pending (distinct by card name). */
export function legalTurnMoves(s: GameState, player: PlayerIndex): Move[] {
  const d = s.pending.find((x) => x.player === player);
  if (!d || d.kind !== 'turn') return [];
  const pl = s.players[player]!;
  const turn = s.turn;
  const moves: Move[] = [];
  const inHand = [...new Set(pl.hand.map((id) => s.cardNames[id]!))];
  const has = (n: CardName, t: 'Action' | 'Treasure') => getDef(n).types.includes(t);
  if (d.phase === 'action') {
    if (turn.actions > 0) for (const n of inHand) if (has(n, 'Action')) moves.push({ type: 'play', player, card: n });
  } else {
    if (!turn.treasuresLocked) {
      const treasures = inHand.filter((n) => has(n, 'Treasure'));
      for (const n of treasures) moves.push({ type: 'play', player, card: n });
      if (treasures.length > 0) moves.push({ type: 'playTreasures', player });
    }
    if (pl.debt > 0 && turn.coins > 0) moves.push({ type: 'payDebt', player, amount: Math.min(pl.debt, turn.coins) });
    if (turn.buys > 0 && pl.debt === 0) {
      for (const n of buyable(s)) moves.push({ type: 'buy', player, card: n });
    }
  }
  moves.push({ type: 'endPhase', player });
  return moves;
}

/** Card and Event names the active player could buy now with their $ (ignoring Buys and debt). */
export function buyable(s: GameState): string[] {
  const out: string[] = [];
  const coins = s.turn.coins;
  for (const pile of s.supply) {
    const top = pile.cards[pile.cards.length - 1];
    if (top === undefined) continue;
    const n = s.cardNames[top]!;
    if (costOf(s, n).coins <= coins && !out.includes(n)) out.push(n);
  }
  for (const e of s.events) if (costOf(s, e).coins <= coins) out.push(e);
  return out;
}

/** The decision `player` owes now, if any (at most one per player). */
export function decisionFor(s: GameState, player: PlayerIndex): Decision | undefined {
  return s.pending.find((d) => d.player === player);
}
