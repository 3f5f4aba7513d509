import { describe, expect, it } from 'vitest';
import { getDef, legalTurnMoves, score } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const kingdom = ['Harem', 'Ironworks', 'Bridge', 'Village', 'Cellar', 'Market', 'Militia', 'Moat', 'Smithy', 'Witch'];

describe('Harem', () => {
  it('is a Treasure – Victory costing $6', () => {
    expect(getDef('Harem')).toMatchObject({
      set: 'intrigue',
      cost: { coins: 6, debt: 0 },
      types: ['Treasure', 'Victory'],
    });
  });

  it('is played in the Buy phase for $2', () => {
    const h = start({ kingdom, setup: { firstPlayer: 0, players: { '0': { hand: ['Harem', 'Copper'] } } } });
    expect(h.try(0, 'play Harem').ok).toBe(false);
    h.do(0, 'end actions');
    expect(legalTurnMoves(h.state, 0)).toContainEqual({ type: 'play', player: 0, card: 'Harem' });
    h.do(0, 'play Harem');
    expect(h.turn.coins).toBe(2);
    expect(h.inPlay(0)).toEqual(['Harem']);
  });

  it('is played by "play treasures"', () => {
    const h = start({ kingdom, setup: { firstPlayer: 0, players: { '0': { hand: ['Harem', 'Harem', 'Copper'] } } } });
    h.do(0, 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(5);
  });

  it('is worth 2 VP wherever it is', () => {
    const h = start({
      kingdom,
      setup: { firstPlayer: 0, players: { '0': { hand: ['Harem'], deck: ['Harem'], discard: ['Estate'] } } },
    });
    expect(score(h.state, 0)).toBe(5);
  });

  it('has 8 cards with 2 players and 12 with 3 or more', () => {
    expect(start({ kingdom }).supply('Harem')).toBe(8);
    expect(start({ kingdom, players: 4 }).supply('Harem')).toBe(12);
  });

  it('gives both Ironworks bonuses (+$1 and +1 Card) when gained with it', () => {
    const h = start({
      kingdom,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Village', 'Village', 'Bridge', 'Bridge', 'Ironworks'], deck: ['Gold', 'Silver', 'Copper'] },
        },
      },
    });
    h.do(0, 'play Village', 'play Village', 'play Bridge', 'play Bridge', 'play Ironworks', 'gain Harem');
    expect(h.discard(0)).toEqual(['Harem']);
    expect(h.turn.coins).toBe(3);
    expect(h.turn.actions).toBe(0);
    expect(h.hand(0)).toEqual(['Copper', 'Gold', 'Silver']);
  });
});
