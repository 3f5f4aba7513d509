// The end of the game for the kingdom bots: how many gains are left before it ends (the
// Provinces, or the smallest piles that would end it), whether a gain that ends it wins, shares
// or loses (with the rulebook's tie-break: fewer turns wins), and when to buy green instead of
// money. The thresholds were measured (docs/bots.md): a Duchy over Gold with 4 gains left, over
// Silver with 5, an Estate with 2; the last Province also on a shared win (refusing it measured worse).
import { costOf } from '../../rules/cost.js';
import { getDef } from '../../core/registry.js';
import { score } from '../../rules/scoring.js';
import type { CardName, GameState, PlayerIndex } from '../../core/types.js';
import { provincesLeft } from '../heuristics.js';

/** Gains left before the end at which a Duchy beats Gold, a Duchy beats Silver, an Estate beats nothing. */
export const GREEN_AT = { duchyOverGold: 4, duchyOverSilver: 5, estate: 2 };

const pilesNeeded = (s: GameState): number => (s.players.length >= 5 ? 4 : 3);

/** Empty Supply piles, and the fewest cards left in a non-empty one other than the Provinces. */
export function pileState(s: GameState): { empty: number; lowest: number } {
  let empty = 0;
  let lowest = Infinity;
  for (const pile of s.supply) {
    if (pile.cards.length === 0) empty++;
    else if (pile.name !== 'Province') lowest = Math.min(lowest, pile.cards.length);
  }
  return { empty, lowest };
}

/** Gains that would end the game at the soonest: the Provinces left, or the cards of the smallest piles still needed. */
export function gainsToEnd(s: GameState): number {
  const sizes: number[] = [];
  let empty = 0;
  for (const pile of s.supply) {
    if (pile.cards.length === 0) empty++;
    else sizes.push(pile.cards.length);
  }
  sizes.sort((a, b) => a - b);
  let piles = 0;
  for (let i = 0; i < pilesNeeded(s) - empty && i < sizes.length; i++) piles += sizes[i];
  return Math.min(provincesLeft(s), piles);
}

/** How close the game is to its end: 0 far, 1 greening time, 2 the last turns. */
export function endgameStage(s: GameState): number {
  const left = provincesLeft(s);
  const { empty, lowest } = pileState(s);
  const pilesToEnd = pilesNeeded(s) - empty;
  if (left <= 2 || (pilesToEnd === 1 && lowest <= 2)) return 2;
  if (left <= 4 || pilesToEnd === 1 || (pilesToEnd === 2 && lowest <= 2)) return 1;
  return 0;
}

/** My score minus the best other score. */
export function lead(s: GameState, player: PlayerIndex): number {
  let best = -Infinity;
  for (let p = 0; p < s.players.length; p++) if (p !== player) best = Math.max(best, score(s, p));
  return score(s, player) - best;
}

/** VP a card is printed with (0 for computed or no VP). */
export const printedVp = (name: CardName): number => {
  const vp = getDef(name).vp;
  return typeof vp === 'number' ? vp : 0;
};

/** Would gaining `name` end the game (its pile's last card as the last pile needed)? */
export function endsGame(s: GameState, name: CardName): boolean {
  const { empty } = pileState(s);
  for (const pile of s.supply) {
    const top = pile.cards[pile.cards.length - 1];
    if (top === undefined || s.cardNames[top] !== name || pile.cards.length !== 1) continue;
    return pile.name === 'Province' || empty + 1 >= pilesNeeded(s);
  }
  return false;
}

export type Ending = 'win' | 'shared' | 'loss';

/** How the game would end for `player` if it ended now with `vp` more for them (ties go to fewer turns). */
export function endingWith(s: GameState, player: PlayerIndex, vp: number): Ending {
  const mine = score(s, player) + vp;
  const myTurns = s.players[player].turnsTaken;
  let result: Ending = 'win';
  for (let p = 0; p < s.players.length; p++) {
    if (p === player) continue;
    const theirs = score(s, p);
    if (theirs > mine) return 'loss';
    if (theirs < mine) continue;
    const turns = s.players[p].turnsTaken;
    if (turns < myTurns) return 'loss';
    if (turns === myTurns) result = 'shared';
  }
  return result;
}

/** The last card of a pile whose gain ends the game with this player winning, the most VP first. */
export function winningLastCard(s: GameState, player: PlayerIndex, coins: number): CardName | null {
  if (pileState(s).empty + 1 < pilesNeeded(s)) return null;
  let best: CardName | null = null;
  for (const pile of s.supply) {
    if (pile.cards.length !== 1) continue;
    const name = s.cardNames[pile.cards[0]];
    if (getDef(name).types.includes('Curse') || costOf(s, name).coins > coins || costOf(s, name).debt > 0) continue;
    if (endingWith(s, player, printedVp(name)) === 'win' && (best === null || printedVp(name) > printedVp(best)))
      best = name;
  }
  return best;
}
