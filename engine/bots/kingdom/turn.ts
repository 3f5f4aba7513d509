// A turn of the kingdom bot: which Action to play (villages before the terminals they feed, the
// best terminal when only one can be played), Treasures, debt, then buys by the plan.
import type { RngState } from '../../core/rng.js';
import type { CardName, GameState, Move, PlayerIndex } from '../../core/types.js';
import { hasTreasureInHand } from '../heuristics.js';
import { kingdomAnswerMove } from './answers.js';
import { chooseBuy } from './buy.js';
import type { BuyPlan } from './plan/plan.js';
import { profileOf } from './plan/profile.js';

/** Cards that play another card: worth playing only with a second Action in hand. */
const REPEATERS = new Set(['Throne Room', 'Crown']);

/** How much a terminal is worth playing now (the one to keep when terminals collide). */
const terminalValue = (name: CardName): number => {
  const p = profileOf(name);
  return p.cards * 1.3 + p.coins + (p.curser ? 3 : p.attack ? 1 : 0) + p.buys * 0.5;
};

/** The Action card in hand to play next, or null to go to the Buy phase. */
export function actionToPlay(s: GameState, player: PlayerIndex): CardName | null {
  if (s.turn.actions <= 0) return null;
  const hand = s.players[player].hand.map((id) => s.cardNames[id]);
  const actions = hand.filter((n) => profileOf(n).action);
  if (actions.length === 0) return null;
  const terminals = actions.filter((n) => profileOf(n).terminal && !REPEATERS.has(n));
  const best = (list: CardName[], key: (n: CardName) => number): CardName | null => {
    let out: CardName | null = null;
    let v = -Infinity;
    for (const n of list)
      if (key(n) > v) {
        v = key(n);
        out = n;
      }
    return out;
  };
  // Villages first when a terminal waits for their Actions; otherwise cantrips and draw first.
  const villages = actions.filter((n) => profileOf(n).actions >= 2);
  if (villages.length && terminals.length) return best(villages, (n) => profileOf(n).cards);
  const cantrips = actions.filter((n) => profileOf(n).actions >= 1);
  if (cantrips.length) return best(cantrips, (n) => profileOf(n).cards * 2 + profileOf(n).coins + profileOf(n).actions);
  const repeater = actions.find((n) => REPEATERS.has(n));
  if (repeater && terminals.length) return repeater;
  if (terminals.length === 0) return null;
  // With draw still to come (Actions to spare), draw first; else the terminal worth most.
  return best(terminals, terminalValue);
}

/** The kingdom bot's move for a player who owes a decision, following `plan`. */
export function planMove(s: GameState, player: PlayerIndex, plan: BuyPlan, rng: RngState): Move {
  let d = null;
  for (const x of s.pending)
    if (x.player === player) {
      d = x;
      break;
    }
  if (!d) throw new Error(`Player ${player} owes no decision`);
  if (d.kind !== 'turn') return kingdomAnswerMove(s, d, plan, rng);
  if (d.phase === 'action') {
    const card = actionToPlay(s, player);
    return card ? { type: 'play', player, card } : { type: 'endPhase', player };
  }
  const turn = s.turn;
  if (!turn.treasuresLocked && hasTreasureInHand(s, player)) return { type: 'playTreasures', player };
  const debt = s.players[player].debt;
  if (debt > 0) {
    return turn.coins > 0
      ? { type: 'payDebt', player, amount: Math.min(debt, turn.coins) }
      : { type: 'endPhase', player };
  }
  if (turn.buys > 0) {
    const card = chooseBuy(s, player, plan);
    if (card) return { type: 'buy', player, card };
  }
  return { type: 'endPhase', player };
}
