// End-of-game scoring and the winner rule (fewer turns breaks a tie; then it is shared).
import { getDef } from './registry.js';
import type { CardId, GameResult, GameState, PlayerIndex } from './types.js';

/** Every card a player owns, wherever it is. */
export function ownedCards(s: GameState, p: PlayerIndex): CardId[] {
  const pl = s.players[p]!;
  return [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay, ...pl.setAside, ...pl.looking];
}

export function score(s: GameState, p: PlayerIndex): number {
  let total = s.players[p]!.vpTokens;
  for (const id of ownedCards(s, p)) {
    const vp = getDef(s.cardNames[id]!).vp;
    if (vp === undefined) continue;
    total += typeof vp === 'number' ? vp : vp(s, p);
  }
  for (const lm of s.landmarks) {
    const def = getDef(lm.name);
    if (def.score) total += def.score(s, p);
  }
  return total;
}

export function gameResult(s: GameState): GameResult {
  const scores = s.players.map((_, p) => score(s, p));
  const turns = s.players.map((pl) => pl.turnsTaken);
  const best = Math.max(...scores);
  const top = scores.flatMap((sc, p) => (sc === best ? [p] : []));
  const fewest = Math.min(...top.map((p) => turns[p]!));
  return { scores, turns, winners: top.filter((p) => turns[p] === fewest) };
}

/** A finished game's result with why it was won: on VP alone, or tied on VP and fewer turns (the tie-break). */
export interface GameOutcome extends GameResult {
  /** 'vp': the winners have the most VP and nobody else has as many; 'turns': others tied on VP but took more turns. */
  decidedBy: 'vp' | 'turns';
  /** Several players share the win (tied on VP and on turns). */
  shared: boolean;
}

export function gameOutcome(r: GameResult): GameOutcome {
  const best = r.scores[r.winners[0]!]!;
  const tiedLosers = r.scores.some((sc, p) => sc === best && !r.winners.includes(p));
  return { ...r, decidedBy: tiedLosers ? 'turns' : 'vp', shared: r.winners.length > 1 };
}

/** The game ends after a turn in which the Provinces, or 3 Supply piles (4 with 5+ players), ran out. */
export function gameShouldEnd(s: GameState): boolean {
  let empty = 0;
  for (const pile of s.supply) {
    if (pile.cards.length > 0) continue;
    if (pile.name === 'Province') return true;
    empty++;
  }
  return empty >= (s.players.length >= 5 ? 4 : 3);
}
