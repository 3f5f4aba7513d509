import { describe, expect, it } from 'vitest';
import { cityQuarter } from '../../../../engine/cards/empires/city-quarter.js';
import { debt, game, n } from './kit.js';

describe('City Quarter', () => {
  it('has its printed text and an 8 debt cost', () => {
    expect(cityQuarter).toMatchObject({ cost: { coins: 0, debt: 8 }, types: ['Action'] });
    expect(cityQuarter.text).toBe('+2 Actions\nReveal your hand. +1 Card per Action card revealed.');
  });

  it('+2 Actions and +1 Card per Action card in hand (multi-typed Actions count)', () => {
    const h = game({
      zones: {
        0: { hand: ['City Quarter', 'Village', 'Crown', 'Small Castle', 'Copper', 'Estate'], deck: n(5, 'Silver') },
      },
    });
    h.do(0, 'play City Quarter');
    expect(h.turn.actions).toBe(2);
    expect(h.hand(0).filter((c) => c === 'Silver')).toHaveLength(3);
  });

  it('bought with 0 debt: take 8 debt, which may be paid off at once', () => {
    const h = game({ zones: { 0: { hand: n(5, 'Copper') } } });
    h.do(0, 'end actions', 'play treasures', 'buy City Quarter', 'pay 5 debt');
    expect(debt(h, 0)).toBe(3);
  });
});
