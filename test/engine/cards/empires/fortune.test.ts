import { describe, expect, it } from 'vitest';
import { fortune } from '../../../../engine/cards/empires/fortune.js';
import { coins, debt, game, removeTop } from './kit.js';

describe('Fortune', () => {
  it('has its printed text and a $8 + 8 debt cost', () => {
    expect(fortune).toMatchObject({ cost: { coins: 8, debt: 8 }, types: ['Treasure'] });
    expect(fortune.text).toBe(
      "+1 Buy\nWhen you play this, double your $ if you haven't yet this turn.\n---\nWhen you gain this, gain a Gold per Gladiator you have in play.",
    );
  });

  it('+1 Buy and doubles the $ you have, only once per turn', () => {
    const h = game({ zones: { 0: { hand: ['Gold', 'Fortune', 'Fortune', 'Silver'] } } });
    h.do(0, 'end actions', 'play Gold', 'play Fortune');
    expect(coins(h)).toBe(6);
    expect(h.turn.buys).toBe(2);
    h.do(0, 'play Silver', 'play Fortune');
    expect(coins(h)).toBe(8);
    expect(h.turn.buys).toBe(3);
  });

  it('played twice by Crown: doubles once, +2 Buys', () => {
    const h = game({ zones: { 0: { hand: ['Gold', 'Crown', 'Fortune'] } } });
    h.do(0, 'end actions', 'play Gold', 'play Crown', 'play Fortune');
    expect(coins(h)).toBe(6);
    expect(h.turn.buys).toBe(3);
  });

  it('when gained, gain a Gold per Gladiator in play', () => {
    const h = game({
      zones: { 0: { hand: ['Village', 'Gladiator', 'Gladiator', 'Gold', 'Gold', 'Silver'] }, 1: { hand: ['Estate'] } },
    });
    removeTop(h, 'Gladiator/Fortune', 5);
    h.do(0, 'play Village', 'play Gladiator', 'reveal Gold', 'play Gladiator', 'reveal Silver');
    h.do(0, 'end actions', 'play treasures');
    expect(coins(h)).toBe(6 + 8);
    h.do(0, 'buy Fortune');
    expect(debt(h, 0)).toBe(8);
    expect(h.discard(0).sort()).toEqual(['Fortune', 'Gold', 'Gold']);
  });
});
