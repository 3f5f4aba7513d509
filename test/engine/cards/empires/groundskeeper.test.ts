import { describe, expect, it } from 'vitest';
import { groundskeeper } from '../../../../engine/cards/empires/groundskeeper.js';
import { game, n, vp } from './kit.js';

describe('Groundskeeper', () => {
  it('has its printed text and cost', () => {
    expect(groundskeeper).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Action'] });
    expect(groundskeeper.text).toBe(
      '+1 Card\n+1 Action\n---\nWhile this is in play, when you gain a Victory card, +1 VP.',
    );
  });

  it('+1 Card +1 Action; +1 VP per Victory card gained while in play (bought or not), none for others', () => {
    const h = game({ zones: { 0: { hand: ['Groundskeeper', 'Engineer', 'Gold', 'Gold'], deck: ['Copper'] } } });
    h.do(0, 'play Groundskeeper');
    expect(h.turn.actions).toBe(1);
    h.do(0, 'play Engineer', 'gain Estate', 'no');
    expect(vp(h, 0)).toBe(1);
    h.do(0, 'end actions', 'play treasures', 'buy Duchy');
    expect(vp(h, 0)).toBe(2);
  });

  it('does not count non-Victory gains', () => {
    const h = game({ zones: { 0: { hand: ['Groundskeeper', 'Gold'], deck: ['Copper'] } } });
    h.do(0, 'play Groundskeeper', 'end actions', 'play treasures', 'buy Silver');
    expect(vp(h, 0)).toBe(0);
  });

  it('two in play are cumulative; one played twice by Crown is still one card', () => {
    const two = game({ zones: { 0: { hand: ['Groundskeeper', 'Groundskeeper', 'Gold'], deck: n(5, 'Copper') } } });
    two.do(0, 'play Groundskeeper', 'play Groundskeeper', 'end actions', 'play Gold', 'buy Estate');
    expect(vp(two, 0)).toBe(2);
    const crowned = game({ zones: { 0: { hand: ['Crown', 'Groundskeeper', 'Gold'], deck: n(5, 'Copper') } } });
    crowned.do(0, 'play Crown', 'play Groundskeeper');
    expect(crowned.turn.actions).toBe(2);
    crowned.do(0, 'end actions', 'play Gold', 'buy Estate');
    expect(vp(crowned, 0)).toBe(1);
  });
});
