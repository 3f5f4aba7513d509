// The engine as the backend uses it: the public surface plus bot lookup.
import { BOTS, getBot, type Bot } from '../../engine/bots/index.js';

export * from '../../engine/index.js';
export { getBot };

/** A bot by id; the Big Money bots fall back to the random bot while they are not registered. */
export function getBotOrRandom(id: string): Bot {
  return BOTS[id] ?? getBot('random');
}

export function knownBot(id: string): boolean {
  return id in BOTS || id === 'big-money' || id === 'smithy-big-money';
}
