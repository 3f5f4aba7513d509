import { describe, expect, it } from 'vitest';
import { patrician } from '../../../../engine/cards/empires/patrician.js';
import { game } from './kit.js';

const reveal = (top: string) => {
  const h = game({ zones: { 0: { hand: ['Patrician'], deck: ['Copper', top, 'Estate'] } } });
  h.do(0, 'play Patrician');
  return h;
};

describe('Patrician', () => {
  it('has its printed text and cost', () => {
    expect(patrician).toMatchObject({ cost: { coins: 2, debt: 0 }, types: ['Action'] });
    expect(patrician.text).toBe(
      '+1 Card\n+1 Action\nReveal the top card of your deck. If it costs $5 or more, put it into your hand.',
    );
  });

  it('+1 Card +1 Action; a revealed card costing $5 or more goes into hand', () => {
    const h = reveal('Gold');
    expect(h.turn.actions).toBe(1);
    expect(h.hand(0)).toEqual(['Copper', 'Gold']);
  });

  it('a cheaper card stays on top of the deck', () => {
    const h = reveal('Silver');
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.deck(0)).toEqual(['Silver', 'Estate']);
  });

  it('debt costs: Fortune ($8 + 8 debt) qualifies, City Quarter (8 debt) does not', () => {
    expect(reveal('Fortune').hand(0)).toContain('Fortune');
    expect(reveal('City Quarter').deck(0)[0]).toBe('City Quarter');
  });
});
