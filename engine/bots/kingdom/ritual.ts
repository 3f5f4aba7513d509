// Ritual (Empires Event, $4): gain a Curse, then trash a card from hand for +1 VP per $1 it cost.
// Bought in the Buy phase, when the Treasures are already played, so the hand holds the cards
// worth trashing late: a dead Action (a $5 terminal: +5 VP, −1 for the Curse), a Province (+8 VP
// for 6: +1 net) or a Duchy (+5 for 3). events.ts weighs it among the greening's VP buys; the
// trash answer (empires-answers.ts) picks the same card.
import { costOf } from '../../rules/cost.js';
import type { CardName, GameState, PlayerIndex } from '../../core/types.js';
import { printedVp } from './endgame.js';

/** The card in hand Ritual should trash and the VP it nets before the Curse (cost − the VP lost), or null with an empty hand. */
export function ritualTarget(s: GameState, player: PlayerIndex): { card: CardName; vp: number } | null {
  let best: { card: CardName; vp: number } | null = null;
  for (const id of s.players[player].hand) {
    const card = s.cardNames[id];
    const vp = costOf(s, card).coins - printedVp(card);
    if (best === null || vp > best.vp) best = { card, vp };
  }
  return best;
}
