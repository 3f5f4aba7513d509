import { describe, expect, it } from 'vitest';
import { getDef, score } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const kingdom = [
  'Duke',
  'Village',
  'Cellar',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Festival',
  'Witch',
];

describe('Duke', () => {
  it('is a Victory card costing $5', () => {
    expect(getDef('Duke')).toMatchObject({ set: 'intrigue', cost: { coins: 5, debt: 0 }, types: ['Victory'] });
  });

  it('is worth 1 VP per Duchy its owner has, counting every zone', () => {
    const h = start({
      kingdom,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Duke', 'Duchy'], deck: ['Duke', 'Duchy'], discard: ['Duchy', 'Copper'] },
          '1': { hand: ['Duchy', 'Duchy'] },
        },
      },
    });
    // Two Dukes × 3 Duchies + 3 Duchies × 3 VP.
    expect(score(h.state, 0)).toBe(2 * 3 + 3 * 3);
    // The other player's Duchies do not count for player 0's Dukes.
    expect(score(h.state, 1)).toBe(6);
  });

  it('is worth 0 VP without Duchies', () => {
    const h = start({ kingdom, setup: { firstPlayer: 0, players: { '0': { hand: ['Duke', 'Estate'] } } } });
    expect(score(h.state, 0)).toBe(1);
  });

  it('counts Duchies gained during the game', () => {
    const h = start({
      kingdom,
      setup: { firstPlayer: 0, players: { '0': { hand: ['Gold', 'Silver'], deck: ['Duke'] } } },
    });
    expect(score(h.state, 0)).toBe(0);
    h.do(0, 'end actions', 'play treasures', 'buy Duchy');
    expect(score(h.state, 0)).toBe(4);
  });

  it('has 8 cards with 2 players and 12 with 3 or more', () => {
    expect(start({ kingdom }).supply('Duke')).toBe(8);
    expect(start({ kingdom, players: 3 }).supply('Duke')).toBe(12);
    expect(start({ kingdom, players: 6 }).supply('Duke')).toBe(12);
  });

  it('cannot be played', () => {
    const h = start({ kingdom, setup: { firstPlayer: 0, players: { '0': { hand: ['Duke', 'Copper'] } } } });
    expect(h.try(0, 'play Duke').ok).toBe(false);
    h.do(0, 'end actions');
    expect(h.try(0, 'play Duke').ok).toBe(false);
  });
});
