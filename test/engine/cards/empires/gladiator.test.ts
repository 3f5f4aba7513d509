import { describe, expect, it } from 'vitest';
import { gladiator } from '../../../../engine/cards/empires/gladiator.js';
import { coins, game, pileCards, removeTop } from './kit.js';

describe('Gladiator', () => {
  it('has its printed text and cost', () => {
    expect(gladiator).toMatchObject({ cost: { coins: 3, debt: 0 }, types: ['Action'] });
    expect(gladiator.text).toBe(
      '+$2\nReveal a card from your hand. The player to your left may reveal a copy from their hand. If they do not, +$1 and trash a Gladiator from the Supply.',
    );
  });

  it('the left player reveals a copy: only +$2', () => {
    const h = game({ zones: { 0: { hand: ['Gladiator', 'Silver', 'Copper'] }, 1: { hand: ['Silver', 'Estate'] } } });
    h.do(0, 'play Gladiator', 'reveal Silver');
    expect(h.decision(1)).toMatchObject({ kind: 'cards', verb: 'reveal', source: 'Gladiator' });
    h.do(1, 'reveal Silver');
    expect(coins(h)).toBe(2);
    expect(h.supply('Gladiator/Fortune')).toBe(10);
  });

  it('they do not: +$1 more and a Gladiator is trashed from the Supply', () => {
    const h = game({ zones: { 0: { hand: ['Gladiator', 'Silver', 'Copper'] }, 1: { hand: ['Silver', 'Estate'] } } });
    h.do(0, 'play Gladiator', 'reveal Silver');
    h.do(1, 'reveal nothing');
    expect(coins(h)).toBe(3);
    expect(h.trash()).toEqual(['Gladiator']);
    expect(h.supply('Gladiator/Fortune')).toBe(9);
  });

  it('a copy means the same name (no copy in hand: nothing to ask)', () => {
    const h = game({ zones: { 0: { hand: ['Gladiator', 'Silver'] }, 1: { hand: ['Gold', 'Copper'] } } });
    h.do(0, 'play Gladiator');
    expect(coins(h)).toBe(3);
  });

  it('with an empty hand the left player cannot reveal a copy: +$1 and trash a Gladiator', () => {
    const h = game({ zones: { 0: { hand: ['Gladiator'] }, 1: { hand: ['Gladiator'] } } });
    h.do(0, 'play Gladiator');
    expect(coins(h)).toBe(3);
    expect(h.trash()).toEqual(['Gladiator']);
  });

  it('trashing the last Supply Gladiator uncovers Fortune; with none left, still +$1', () => {
    const h = game({ zones: { 0: { hand: ['Gladiator', 'Throne Room'] } } });
    removeTop(h, 'Gladiator/Fortune', 4);
    h.do(0, 'play Throne Room', 'play Gladiator');
    expect(pileCards(h, 'Gladiator/Fortune')[0]).toBe('Fortune');
    expect(coins(h)).toBe(6);
    expect(h.trash()).toEqual(['Gladiator']);
  });
});
