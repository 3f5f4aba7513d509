// Turn moves carried out at once, without an effect, when nothing in the game could hook into
// them: ending the Action phase with no start-of-Buy trigger, playing plain Treasures (Copper,
// Silver, Gold) with nothing reacting to plays, buying a card when nothing reacts to buys or
// gains, ending a turn nobody's cards watch. That is most moves of most games, and an effect
// (a generator per step, resumed through the runtime) costs many times the work it carries out:
// most of a simulation's time and garbage went there. Each quick move runs the same step
// functions as its effect (turn.ts, playing.ts, Game.gainNow), so state and log entries are the
// same; the pinned simulations, golden games and scenarios hold them to that.
import type { Game } from '../core/game.js';
import { isPlainTreasure, plainTreasureDef, playsAreQuiet, playTreasureNow } from './playing.js';
import { canEndActionPhaseNow, canEndTurnNow, endActionPhaseNow, endTurnNow, payForBuy } from './turn.js';
import type { CardId, CardName, PlayerIndex } from '../core/types.js';

/** A checked turn move that `runQuick` carries out at once. */
export type QuickMove =
  | { quick: 'endActions' | 'endTurn' | 'endActionsAndTurn' | 'treasures' | 'treasuresFromActions' }
  | { quick: 'treasure'; card: CardId }
  | { quick: 'buy'; card: CardName }
  | { quick: 'payDebt'; amount: number };

const END_ACTIONS: QuickMove = { quick: 'endActions' };
const END_TURN: QuickMove = { quick: 'endTurn' };
const END_ACTIONS_AND_TURN: QuickMove = { quick: 'endActionsAndTurn' };
const TREASURES: QuickMove = { quick: 'treasures' };
const TREASURES_FROM_ACTIONS: QuickMove = { quick: 'treasuresFromActions' };

/** Ending the phase ('endPhase') or the turn ('endTurn') at once, if nothing could happen during it. */
export function quickEnd(g: Game, phase: 'action' | 'buy', wholeTurn: boolean): QuickMove | null {
  if (phase === 'buy') return canEndTurnNow(g) ? END_TURN : null;
  if (!canEndActionPhaseNow(g)) return null;
  if (!wholeTurn) return END_ACTIONS;
  return canEndTurnNow(g) ? END_ACTIONS_AND_TURN : null;
}

/** Playing every Treasure in hand at once, if each is plain and the Buy phase starts without a question. */
export function quickTreasures(g: Game, player: PlayerIndex, phase: 'action' | 'buy'): QuickMove | null {
  if (phase === 'action' && !canEndActionPhaseNow(g)) return null;
  if (!playsAreQuiet(g)) return null;
  for (const id of g.p(player).hand) {
    const def = g.def(id);
    if (def.types.includes('Treasure') && !plainTreasureDef(def)) return null;
  }
  return phase === 'action' ? TREASURES_FROM_ACTIONS : TREASURES;
}

/** Playing one Treasure at once, if it is plain. */
export function quickTreasure(g: Game, id: CardId): QuickMove | null {
  return isPlainTreasure(g, id) ? { quick: 'treasure', card: id } : null;
}

/** Buying a Supply card (not an Event) at once, if nothing reacts to buying or gaining. */
export function quickBuy(g: Game, name: CardName): QuickMove | null {
  return g.hasTriggers('buy') || g.hasTriggers('gain') ? null : { quick: 'buy', card: name };
}

/** Carries out a quick move for the active player; the caller then asks their next turn decision. */
export function runQuick(g: Game, m: QuickMove): void {
  const p = g.s.turn.player;
  switch (m.quick) {
    case 'endActions':
      endActionPhaseNow(g);
      return;
    case 'endTurn':
      endTurnNow(g);
      return;
    case 'endActionsAndTurn':
      endActionPhaseNow(g);
      endTurnNow(g);
      return;
    case 'treasuresFromActions':
      endActionPhaseNow(g);
      playTreasures(g, p);
      return;
    case 'treasures':
      playTreasures(g, p);
      return;
    case 'treasure':
      playTreasureNow(g, p, m.card);
      return;
    case 'buy':
      buyNow(g, p, m.card);
      return;
    case 'payDebt':
      payDebtNow(g, p, m.amount);
      return;
  }
}

/**
 * Every Treasure in hand, in hand order, each checked plain by `quickTreasures`. Walked in place,
 * not over a copy: a card played leaves its slot to the next one (card ids are unique in a hand).
 */
function playTreasures(g: Game, p: PlayerIndex): void {
  const hand = g.p(p).hand;
  for (let i = 0; i < hand.length; ) {
    const id = hand[i];
    if (g.is(id, 'Treasure')) playTreasureNow(g, p, id);
    else i++;
  }
}

/** apply.ts's `buy` of a Supply card, with no trigger to fire (the same steps in the same order: payForBuy, then the gain). */
function buyNow(g: Game, p: PlayerIndex, name: CardName): void {
  payForBuy(g, p, name);
  g.s.turn.bought.push(name);
  g.gainNow(p, name);
}

/** Paying off debt with $ (the 'payDebt' turn move). */
function payDebtNow(g: Game, p: PlayerIndex, amount: number): void {
  const turn = g.s.turn;
  turn.coins -= amount;
  g.p(p).debt -= amount;
  turn.treasuresLocked = true;
  g.log({ kind: 'debt', player: p, count: -amount, detail: 'paid' });
}
