// Names from outside (a new game's kingdom, Events, Landmarks, recommended set; a move's card) are
// looked up in Maps or by own property: Object.prototype's member names are refused like any
// unknown name, with a readable message, and never reach a game.
import { describe, expect, it } from 'vitest';
import { findDef, findRecommended, newGame, pileDef } from '../../../engine/index.js';
import { configFor } from '../../support/harness.js';
import { createGame } from '../../../engine/index.js';

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const KINGDOM = ['Cellar', 'Festival', 'Laboratory', 'Market', 'Militia', 'Moat', 'Smithy', 'Throne Room', 'Village'];

describe.each(NAMES)('"%s"', (name) => {
  it('is no card, Event, Landmark, pile or recommended set', () => {
    expect(findDef(name)).toBeUndefined();
    expect(findDef(name.toUpperCase())).toBeUndefined();
    expect(findRecommended(name)).toBeUndefined();
    expect(() => pileDef(name)).toThrow(`Unknown card: ${name}`);
  });

  it('is refused as a kingdom pile, Event, Landmark or recommended set before any game exists', () => {
    const base = { players: ['A', 'B'], seed: 's' };
    expect(() => newGame({ ...base, kingdom: [...KINGDOM, name] })).toThrow(`"${name}" is not a Kingdom pile.`);
    expect(() => newGame({ ...base, kingdom: [...KINGDOM, 'Witch'], events: [name] })).toThrow(
      `Unknown event: "${name}".`,
    );
    expect(() => newGame({ ...base, kingdom: [...KINGDOM, 'Witch'], landmarks: [name] })).toThrow(
      `Unknown landmark: "${name}".`,
    );
    expect(() => newGame({ ...base, recommended: name })).toThrow(`No recommended set named "${name}".`);
  });

  it('as a forced setup key (tests only) is read as an own property, never inherited', () => {
    const config = configFor({
      setup: { firstPlayer: 0, piles: JSON.parse(`{"${name}": 3}`) as Record<string, number> },
    });
    const { state } = createGame(config);
    expect(state.supply.find((p) => p.name === 'Copper')!.cards.length).toBe(46);
    expect(state.players[0].hand).toHaveLength(5);
  });
});
