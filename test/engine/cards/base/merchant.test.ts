import { describe, expect, it } from 'vitest';
import { defineCard } from '../../../../engine/core/card-def.js';
import { registerCards } from '../../../../engine/core/registry.js';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

// Test-only stand-in for Villa: it lets a Silver be played before Merchant in the same turn.
registerCards([
  defineCard({
    name: 'Test Silver Player',
    set: 'base',
    cost: { coins: 0, debt: 0 },
    types: ['Action'],
    text: '+1 Action\nPlay a Silver from your hand.',
    *play(g, { player }) {
      g.addActions(1);
      const silver = g.p(player).hand.find((id) => g.name(id) === 'Silver');
      if (silver !== undefined) yield* g.playCard(player, silver, 'hand');
    },
  }),
]);

const KINGDOM = [
  'Merchant',
  'Festival',
  'Gardens',
  'Laboratory',
  'Market',
  'Moat',
  'Smithy',
  'Village',
  'Witch',
  'Throne Room',
];

function game(me: ForcedZones) {
  return start({
    kingdom: KINGDOM,
    setup: {
      firstPlayer: 0,
      players: { '0': me, '1': { hand: ['Copper'], deck: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'] } },
    },
  });
}

describe('Merchant', () => {
  it('is a $3 Action with the printed text', () => {
    const d = getDef('Merchant');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+1 Card\n+1 Action\nThe first time you play a Silver this turn, +$1.');
  });

  it('+1 Card +1 Action', () => {
    const h = game({ hand: ['Merchant'], deck: ['Gold', 'Estate'] });
    h.do(0, 'play Merchant');
    expect(h.hand(0)).toEqual(['Gold']);
    expect(h.turn.actions).toBe(1);
    expect(h.turn.coins).toBe(0);
  });

  it('the first Silver played gives +$1; later Silvers do not', () => {
    const h = game({ hand: ['Merchant', 'Silver', 'Silver'], deck: ['Silver'] });
    h.do(0, 'play Merchant', 'end actions', 'play Silver');
    expect(h.turn.coins).toBe(3);
    h.do(0, 'play Silver');
    expect(h.turn.coins).toBe(5);
    h.do(0, 'play Silver');
    expect(h.turn.coins).toBe(7);
  });

  it('two Merchants give +$2 on the first Silver only', () => {
    const h = game({ hand: ['Merchant', 'Merchant', 'Silver'], deck: ['Silver', 'Estate'] });
    h.do(0, 'play Merchant', 'play Merchant', 'end actions', 'play Silver');
    expect(h.turn.coins).toBe(4);
    h.do(0, 'play Silver');
    expect(h.turn.coins).toBe(6);
  });

  it('Throne Room on Merchant plays it twice: +$2 on the first Silver', () => {
    const h = game({ hand: ['Throne Room', 'Merchant', 'Silver'], deck: ['Estate', 'Estate'] });
    h.do(0, 'play Throne Room', 'play Merchant', 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(4);
  });

  it('other Treasures do not trigger it and do not use it up', () => {
    const h = game({ hand: ['Merchant', 'Copper', 'Gold', 'Silver'], deck: ['Estate'] });
    h.do(0, 'play Merchant', 'end actions', 'play Copper', 'play Gold');
    expect(h.turn.coins).toBe(4);
    h.do(0, 'play Silver');
    expect(h.turn.coins).toBe(7);
  });

  it('"play treasures" with Silvers gives the +$1 once', () => {
    const h = game({ hand: ['Merchant', 'Silver', 'Silver', 'Copper'], deck: ['Estate'] });
    h.do(0, 'play Merchant', 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(6);
  });

  it('without a Silver there is no bonus', () => {
    const h = game({ hand: ['Merchant', 'Copper', 'Copper'], deck: ['Estate'] });
    h.do(0, 'play Merchant', 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(2);
  });

  it('a Silver played before the Merchant was the first one: the Merchant gives nothing', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: { '0': { hand: ['Test Silver Player', 'Merchant', 'Silver', 'Silver'], deck: ['Estate'] } },
      },
    });
    h.do(0, 'play Test Silver Player');
    expect(h.turn.coins).toBe(2);
    h.do(0, 'play Merchant', 'end actions', 'play Silver');
    expect(h.turn.coins).toBe(4);
  });

  it('a Silver played by another card after the Merchant is the first Silver and gets the +$1', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: { '0': { hand: ['Merchant', 'Test Silver Player', 'Silver', 'Silver'], deck: ['Estate'] } },
      },
    });
    h.do(0, 'play Merchant', 'play Test Silver Player');
    expect(h.turn.coins).toBe(3);
    h.do(0, 'end actions', 'play Silver');
    expect(h.turn.coins).toBe(5);
  });

  it('lasts only this turn', () => {
    const h = game({
      hand: ['Merchant', 'Estate'],
      deck: ['Estate', 'Silver', 'Copper', 'Copper', 'Copper', 'Copper'],
    });
    h.do(0, 'play Merchant', 'end actions', 'end turn');
    h.do(1, 'end actions', 'end turn');
    expect(h.turn.player).toBe(0);
    expect(h.hand(0)).toContain('Silver');
    h.do(0, 'end actions', 'play Silver');
    expect(h.turn.coins).toBe(2);
  });

  it('each play leaves one turn-long effect for its player, gone next turn', () => {
    const h = game({ hand: ['Merchant', 'Merchant'], deck: ['Estate', 'Estate'] });
    h.do(0, 'play Merchant', 'play Merchant');
    expect(h.turn.lasting).toEqual([
      { card: 'Merchant', owner: 0, data: {} },
      { card: 'Merchant', owner: 0, data: {} },
    ]);
    h.do(0, 'end actions', 'end turn');
    expect(h.turn.lasting).toEqual([]);
  });
});
