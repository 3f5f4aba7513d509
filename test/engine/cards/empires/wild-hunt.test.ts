import { describe, expect, it } from 'vitest';
import { wildHunt } from '../../../../engine/cards/empires/wild-hunt.js';
import { game, n, pile, vp } from './kit.js';

describe('Wild Hunt', () => {
  it('has its printed text and cost', () => {
    expect(wildHunt).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Action', 'Gathering'] });
    expect(wildHunt.text).toBe(
      'Choose one: +3 Cards and add 1 VP to the Wild Hunt Supply pile; or gain an Estate, and if you do, take the VP from the pile.',
    );
  });

  it('+3 Cards and 1 VP onto the pile', () => {
    const h = game({ zones: { 0: { hand: ['Wild Hunt'], deck: n(5, 'Silver') } } });
    h.do(0, 'play Wild Hunt', 'choose +3 Cards');
    expect(h.hand(0)).toEqual(n(3, 'Silver'));
    expect(pile(h, 'Wild Hunt').vpTokens).toBe(1);
  });

  it('gain an Estate and take the VP from the pile', () => {
    const h = game({ zones: { 0: { hand: ['Wild Hunt'] } } });
    pile(h, 'Wild Hunt').vpTokens = 3;
    h.do(0, 'play Wild Hunt', 'choose gain an Estate');
    expect(h.discard(0)).toEqual(['Estate']);
    expect(vp(h, 0)).toBe(3);
    expect(pile(h, 'Wild Hunt').vpTokens).toBe(0);
  });

  it('with the Estate pile empty: no Estate, no VP', () => {
    const h = game({ zones: { 0: { hand: ['Wild Hunt'] } }, piles: { Estate: 0 } });
    pile(h, 'Wild Hunt').vpTokens = 3;
    h.do(0, 'play Wild Hunt', 'choose gain an Estate');
    expect(vp(h, 0)).toBe(0);
    expect(pile(h, 'Wild Hunt').vpTokens).toBe(3);
  });

  it('works with the Wild Hunt pile empty', () => {
    const h = game({ zones: { 0: { hand: ['Wild Hunt'], deck: n(5, 'Silver') } }, piles: { 'Wild Hunt': 0 } });
    h.do(0, 'play Wild Hunt', 'choose +3 Cards');
    expect(pile(h, 'Wild Hunt').vpTokens).toBe(1);
  });
});
