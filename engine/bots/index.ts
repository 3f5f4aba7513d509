// The bots by id. Ids come from outside (a new game's seats, a stored game), so they are looked
// up in a Map: "constructor" or "__proto__" is simply an unknown bot.
import { bigMoneyBot, easyBot } from './big-money.js';
import type { Bot } from './bot.js';
import { hardBot, normalBot } from './kingdom/kingdom-bot.js';
import { randomBot } from './random.js';
import { smithyBigMoneyBot } from './smithy-big-money.js';

const BOTS: ReadonlyMap<string, Bot> = new Map(
  [easyBot, normalBot, hardBot, bigMoneyBot, smithyBigMoneyBot, randomBot].map((b) => [b.id, b] as const),
);

/** Every registered bot id, the levels offered to players first. */
export function botIds(): string[] {
  return [...BOTS.keys()];
}

/** True if `id` names a registered bot (own entries only, whatever the string). */
export function knownBot(id: string): boolean {
  return BOTS.has(id);
}

export function getBot(id: string): Bot {
  const b = BOTS.get(id);
  if (!b) throw new Error(`Unknown bot "${id}" (known: ${botIds().join(', ')}).`);
  return b;
}

/** A bot by id, or the random bot for an id no longer registered (a stored game must keep moving). */
export function getBotOrRandom(id: string): Bot {
  return BOTS.get(id) ?? randomBot;
}

export type { Bot } from './bot.js';
export { randomAnswer, randomMove } from './random-answer.js';
export { answerMove, heuristicAnswer, isLegalAnswer, gainValue } from './heuristics.js';
export { bigMoneyBot, easyBot } from './big-money.js';
export { smithyBigMoneyBot } from './smithy-big-money.js';
export { hardBot, normalBot, planFor } from './kingdom/kingdom-bot.js';
export { wanderer } from './wanderer.js';
export { playBotGame, type BotGame, type BotGameOptions } from './play-game.js';
