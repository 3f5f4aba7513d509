import { describe, expect, it } from 'vitest';
import { triumph } from '../../../../../engine/cards/empires/events/triumph.js';
import { debt, game, toBuy, vp } from '../landscape-support.js';

describe('Triumph', () => {
  it('is a 5 debt Event with the printed text', () => {
    expect(triumph).toMatchObject({ kind: 'event', cost: { coins: 0, debt: 5 } });
    expect(triumph.text).toBe("Gain an Estate.\nIf you did, +1 VP per card you've gained this turn.");
  });

  it('counts every card gained this turn, the Estate included, but not Events bought', () => {
    const h = game({ events: ['Triumph', 'Delve'], zones: { 0: { hand: ['Market', 'Silver', 'Copper', 'Copper'] } } });
    h.do(0, 'play Market');
    // Delve (an Event, gains a Silver, +1 Buy), then Village, then Triumph: Silver, Village, Estate.
    toBuy(h).do(0, 'buy Delve', 'buy Village', 'buy Triumph');
    expect(h.discard(0)[0]).toBe('Estate');
    expect(vp(h, 0)).toBe(3);
    expect(debt(h, 0)).toBe(5);
  });

  it('does nothing once the Estate pile is empty', () => {
    const h = game({ events: ['Triumph'], piles: { Estate: 0 }, zones: { 0: { hand: ['Copper'] } } });
    toBuy(h).do(0, 'buy Copper');
    expect(h.try(0, 'buy Triumph').ok).toBe(false); // no Buy left
    const h2 = game({ events: ['Triumph'], piles: { Estate: 0 }, zones: { 0: { hand: ['Copper'] } } });
    h2.do(0, 'end actions', 'buy Triumph');
    expect(vp(h2, 0)).toBe(0);
    expect(h2.discard(0)).toEqual([]);
    expect(debt(h2, 0)).toBe(5);
  });
});
