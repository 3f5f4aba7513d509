import { describe, expect, it } from 'vitest';
import { conquest } from '../../../../../engine/cards/empires/events/conquest.js';
import { game, toBuy, vp } from '../landscape-support.js';

describe('Conquest', () => {
  it('is a $6 Event with the printed text', () => {
    expect(conquest).toMatchObject({ kind: 'event', cost: { coins: 6, debt: 0 } });
    expect(conquest.text).toBe("Gain 2 Silvers.\n+1 VP per Silver you've gained this turn.");
  });

  it('bought twice with $12: 2 Silvers and +2 VP, then 2 more Silvers and +4 VP', () => {
    const h = game({ events: ['Conquest'], zones: { 0: { hand: ['Market', 'Gold', 'Gold', 'Gold', 'Silver'] } } });
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Conquest');
    expect(h.discard(0)).toEqual(['Silver', 'Silver']);
    expect(vp(h, 0)).toBe(2);
    h.do(0, 'buy Conquest');
    expect(vp(h, 0)).toBe(6);
    expect(h.discard(0).length).toBe(4);
  });

  it('counts Silvers gained earlier in the turn, and only what it could gain', () => {
    const h = game({
      events: ['Conquest'],
      piles: { Silver: 3 },
      zones: { 0: { hand: ['Market', 'Gold', 'Gold', 'Gold'] } },
    });
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Silver', 'buy Conquest');
    // 1 bought + 2 from Conquest.
    expect(vp(h, 0)).toBe(3);
    expect(h.supply('Silver')).toBe(0);
  });

  it('gives nothing with no Silvers left and none gained this turn', () => {
    const h = game({ events: ['Conquest'], piles: { Silver: 0 }, zones: { 0: { hand: ['Gold', 'Gold'] } } });
    toBuy(h).do(0, 'buy Conquest');
    expect(vp(h, 0)).toBe(0);
  });
});
