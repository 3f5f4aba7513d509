import { describe, expect, it } from 'vitest';
import { wedding } from '../../../../../engine/cards/empires/events/wedding.js';
import { debt, game, toBuy, vp } from '../landscape-support.js';

describe('Wedding', () => {
  it('is a $4 + 3 debt Event with the printed text', () => {
    expect(wedding).toMatchObject({ kind: 'event', cost: { coins: 4, debt: 3 } });
    expect(wedding.text).toBe('+1 VP\nGain a Gold.');
  });

  it('costs $4 and 3 debt, which can be paid off at once; +1 VP and a Gold', () => {
    const h = game({ events: ['Wedding'], zones: { 0: { hand: ['Gold', 'Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Wedding');
    expect(h.turn.coins).toBe(3);
    expect(debt(h, 0)).toBe(3);
    expect(vp(h, 0)).toBe(1);
    expect(h.discard(0)).toEqual(['Gold']);
    h.do(0, 'pay 3 debt');
    expect(debt(h, 0)).toBe(0);
  });

  it('gives the VP even with no Gold left', () => {
    const h = game({ events: ['Wedding'], piles: { Gold: 0 }, zones: { 0: { hand: ['Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Wedding');
    expect(vp(h, 0)).toBe(1);
    expect(h.discard(0)).toEqual([]);
  });

  it('needs $4', () => {
    const h = game({ events: ['Wedding'], zones: { 0: { hand: ['Silver', 'Copper'] } } });
    toBuy(h);
    expect(h.try(0, 'buy Wedding').ok).toBe(false);
  });
});
