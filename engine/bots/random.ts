import type { Bot } from './bot.js';
import { randomMove } from './random-answer.js';

export const randomBot: Bot = {
  id: 'random',
  description: 'Makes any legal move, uniformly at random.',
  move: randomMove,
};
