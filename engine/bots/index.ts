// The bots by id.
import type { Bot } from './bot.js';
import { randomBot } from './random.js';

export const BOTS: Record<string, Bot> = {
  [randomBot.id]: randomBot,
};

export function getBot(id: string): Bot {
  const b = BOTS[id];
  if (!b) throw new Error(`Unknown bot "${id}" (known: ${Object.keys(BOTS).join(', ')}).`);
  return b;
}

export type { Bot } from './bot.js';
export { randomAnswer, randomMove } from './random-answer.js';
