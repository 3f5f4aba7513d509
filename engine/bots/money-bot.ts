// The turn logic of the scripted money bots: play Actions (villages first), play every Treasure,
// pay off debt, then buy by a strategy's priority list; every other decision goes to the
// generic heuristics.
import type { RngState } from '../core/rng.js';
import type { CardName, GameState, Move, PlayerIndex } from '../core/types.js';
import type { Bot } from './bot.js';
import { actionToPlay, answerMove, hasTreasureInHand } from './heuristics.js';

/** What to buy with `coins` (null: nothing). Never a Curse. */
export type BuyRule = (s: GameState, player: PlayerIndex, coins: number) => CardName | null;

export function moneyBot(id: string, description: string, buy: BuyRule): Bot {
  return {
    id,
    description,
    move(s: GameState, player: PlayerIndex, rng: RngState): Move {
      let d = null;
      for (const x of s.pending)
        if (x.player === player) {
          d = x;
          break;
        }
      if (!d) throw new Error(`Player ${player} owes no decision`);
      if (d.kind !== 'turn') return answerMove(s, d, rng);
      const turn = s.turn;
      if (d.phase === 'action') {
        const card = turn.actions > 0 ? actionToPlay(s, player) : null;
        return card ? { type: 'play', player, card } : { type: 'endPhase', player };
      }
      if (!turn.treasuresLocked && hasTreasureInHand(s, player)) return { type: 'playTreasures', player };
      const debt = s.players[player].debt;
      if (debt > 0) {
        return turn.coins > 0
          ? { type: 'payDebt', player, amount: Math.min(debt, turn.coins) }
          : { type: 'endPhase', player };
      }
      if (turn.buys > 0) {
        const card = buy(s, player, turn.coins);
        if (card) return { type: 'buy', player, card };
      }
      return { type: 'endPhase', player };
    },
  };
}
