// Moves as the table presents and sends them. What is legal comes from the engine's view (the
// decision's own answers and the turn's options) and `checkAnswer`; this module only says which
// control sends which of those answers, in what words, and which ones ask first.
// Moves here carry no player: the backend takes the seat from the caller.
import type { MoveData } from '@contract/api';
import { capitalise } from './engine';
import type { GameView, OwnDecision, TurnOptions } from './engine';

/** A move as the backend's request schema takes it. */
export type { MoveData };

export type TurnDecision = Extract<OwnDecision, { kind: 'turn' }>;

/** The label of the button that ends the phase. */
export const endLabel = (o: TurnOptions) => (o.end === 'actions' ? 'End Action phase' : 'End turn');

/** What clicking a Supply pile or Event does now, from the decision the viewer owes: buy it, or answer a pile choice. */
export function pileMove(
  d: OwnDecision | null,
  pile: { name: string; top: string | null },
): { verb: string; move: MoveData } | null {
  if (!d) return null;
  if (d.kind === 'turn') {
    const card = pile.top ?? pile.name;
    return d.options.buy.some((b) => b.name === card) ? { verb: 'Buy', move: { type: 'buy', card } } : null;
  }
  if (d.kind === 'pile') {
    // The decision names piles by pile name (a split pile by both halves) or by the card on top.
    const answer = d.piles.find((p) => p === pile.name || (pile.top !== null && p === pile.top));
    return answer
      ? { verb: capitalise(d.verb), move: { type: 'answer', answer: { kind: 'pile', pile: answer } } }
      : null;
  }
  return null;
}

/** What clicking a card in hand does now: play it when the turn decision lists it. */
export function handMove(d: OwnDecision | null, card: string): { verb: string; move: MoveData } | null {
  return d?.kind === 'turn' && d.options.play.includes(card) ? { verb: 'Play', move: { type: 'play', card } } : null;
}

/**
 * The button the turn decision highlights, by these safe defaults: never "End Action phase" while
 * an Action can be played (then nothing is highlighted), Treasures before buying, "End turn" only
 * when nothing is left to buy.
 */
export function primaryTurnButton(d: TurnDecision): 'treasures' | 'end' | null {
  const o = d.options;
  if (d.phase === 'action' && o.play.length > 0) return null;
  if (o.playTreasures) return 'treasures';
  if (d.phase === 'buy' && o.buy.length > 0) return null;
  return 'end';
}

/** Nothing is left to do this turn but end it (the table may then end it for the player, if they chose so). */
export const nothingLeft = (d: OwnDecision | null): boolean =>
  d?.kind === 'turn' &&
  d.phase === 'buy' &&
  d.options.play.length === 0 &&
  !d.options.playTreasures &&
  d.options.buy.length === 0 &&
  d.options.payDebt === 0;

/**
 * Moves worth a second thought, asked once before they are sent: buying a Curse, or ending the Buy
 * phase with $3 or more and a Buy left. The words of the question, or null.
 */
export function needsConfirm(view: Pick<GameView, 'turn'>, d: OwnDecision | null, move: MoveData): string | null {
  if (d?.kind !== 'turn') return null;
  if (move.type === 'buy' && move.card === 'Curse') return 'Buy a Curse? It is worth −1 VP to you.';
  if (
    move.type === 'endPhase' &&
    d.phase === 'buy' &&
    view.turn.buys > 0 &&
    view.turn.coins >= 3 &&
    d.options.buy.length > 0
  ) {
    return `End your turn with $${view.turn.coins} and ${view.turn.buys} Buy${view.turn.buys === 1 ? '' : 's'} left?`;
  }
  return null;
}

/** The engine's (one for the mail and the table). */
export { capitalise } from './engine';
