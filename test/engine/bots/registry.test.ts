// Bot ids come from outside (a new game's seats, a stored game): they are looked up by own entry
// only. Issue #16: "constructor", "__proto__" and "toString" as bot ids wedged games.
import { describe, expect, it } from 'vitest';
import { botIds, getBot, getBotOrRandom, knownBot } from '../../../engine/bots/index.js';

const INHERITED = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'prototype',
];

describe('bot registry', () => {
  it('offers the three levels first, then the scripted bots', () => {
    expect(botIds().slice(0, 3)).toEqual(['easy', 'normal', 'hard']);
    for (const id of ['big-money', 'smithy-big-money', 'random']) expect(knownBot(id)).toBe(true);
    for (const id of botIds()) expect(getBot(id).id).toBe(id);
  });

  it.each(INHERITED)('"%s" is not a bot: unknown, getBot throws, getBotOrRandom falls back to random', (id) => {
    expect(knownBot(id)).toBe(false);
    expect(() => getBot(id)).toThrow(/Unknown bot/);
    const bot = getBotOrRandom(id);
    expect(bot.id).toBe('random');
    expect(typeof bot.move).toBe('function');
  });

  it('ids are exact: no case folding, no padding', () => {
    expect(knownBot('Hard')).toBe(false);
    expect(knownBot(' hard')).toBe(false);
    expect(getBotOrRandom('hard').id).toBe('hard');
  });
});
