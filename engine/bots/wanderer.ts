// A bot for long test and benchmark games (not offered to players).
import { costOf } from '../rules/cost.js';
import { legalTurnMoves } from '../rules/legal.js';
import { getDef } from '../core/registry.js';
import { nextInt } from '../core/rng.js';
import type { Bot } from './bot.js';
import { randomAnswer } from './random-answer.js';

/**
 * Random moves and answers, but it buys only Gold, Province and Actions costing $5 or more: piles
 * last, so the game runs long and is full of plays and decisions.
 */
export const wanderer: Bot = {
  id: 'wanderer',
  description: 'Random play; buys only Gold, Province and $5+ Actions.',
  move(s, player, rng) {
    const d = s.pending.find((x) => x.player === player)!;
    if (d.kind !== 'turn') return { type: 'answer', player, answer: randomAnswer(s, d, rng) };
    const moves = legalTurnMoves(s, player).filter(
      (m) =>
        m.type !== 'buy' ||
        m.card === 'Gold' ||
        m.card === 'Province' ||
        (getDef(m.card).types.includes('Action') && costOf(s, m.card).coins >= 5),
    );
    return moves[nextInt(rng, moves.length)];
  },
};
