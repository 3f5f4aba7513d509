import { describe, expect, it } from 'vitest';
import { windfall } from '../../../../../engine/cards/empires/events/windfall.js';
import { game, toBuy } from '../landscape-support.js';

describe('Windfall', () => {
  it('is a $5 Event with the printed text', () => {
    expect(windfall).toMatchObject({ kind: 'event', cost: { coins: 5, debt: 0 } });
    expect(windfall.text).toBe('If your deck and discard pile are empty, gain 3 Golds.');
  });

  it('gains 3 Golds when deck and discard pile are empty', () => {
    const h = game({ events: ['Windfall'], zones: { 0: { hand: ['Gold', 'Silver'] } } });
    toBuy(h).do(0, 'buy Windfall');
    expect(h.discard(0)).toEqual(['Gold', 'Gold', 'Gold']);
  });

  it('gains nothing if the deck has a card', () => {
    const h = game({ events: ['Windfall'], zones: { 0: { hand: ['Gold', 'Silver'], deck: ['Copper'] } } });
    toBuy(h).do(0, 'buy Windfall');
    expect(h.discard(0)).toEqual([]);
  });

  it('gains nothing if the discard pile has a card', () => {
    const h = game({ events: ['Windfall'], zones: { 0: { hand: ['Gold', 'Silver'], discard: ['Copper'] } } });
    toBuy(h).do(0, 'buy Windfall');
    expect(h.discard(0)).toEqual(['Copper']);
  });

  it('with fewer than 3 Golds left, gains the rest', () => {
    const h = game({ events: ['Windfall'], piles: { Gold: 2 }, zones: { 0: { hand: ['Gold', 'Silver'] } } });
    toBuy(h).do(0, 'buy Windfall');
    expect(h.discard(0)).toEqual(['Gold', 'Gold']);
    expect(h.supply('Gold')).toBe(0);
  });
});
