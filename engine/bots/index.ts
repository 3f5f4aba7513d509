// The bots by id.
import { bigMoneyBot } from './big-money.js';
import type { Bot } from './bot.js';
import { randomBot } from './random.js';
import { smithyBigMoneyBot } from './smithy-big-money.js';

export const BOTS: Record<string, Bot> = {
  [randomBot.id]: randomBot,
  [bigMoneyBot.id]: bigMoneyBot,
  [smithyBigMoneyBot.id]: smithyBigMoneyBot,
};

export function getBot(id: string): Bot {
  const b = Object.hasOwn(BOTS, id) ? BOTS[id] : undefined;
  if (!b) throw new Error(`Unknown bot "${id}" (known: ${Object.keys(BOTS).join(', ')}).`);
  return b;
}

export type { Bot } from './bot.js';
export { randomAnswer, randomMove } from './random-answer.js';
export { answerMove, heuristicAnswer, isLegalAnswer, gainValue } from './heuristics.js';
export { bigMoneyBot } from './big-money.js';
export { smithyBigMoneyBot } from './smithy-big-money.js';
export { wanderer } from './wanderer.js';
export { playBotGame, type BotGame, type BotGameOptions } from './play-game.js';
