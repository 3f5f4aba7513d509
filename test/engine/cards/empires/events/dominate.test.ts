import { describe, expect, it } from 'vitest';
import { dominate } from '../../../../../engine/cards/empires/events/dominate.js';
import { game, toBuy, vp } from '../landscape-support.js';

const rich = { hand: ['Gold', 'Gold', 'Gold', 'Gold', 'Silver'] };

describe('Dominate', () => {
  it('is a $14 Event with the printed text', () => {
    expect(dominate).toMatchObject({ kind: 'event', cost: { coins: 14, debt: 0 } });
    expect(dominate.text).toBe('Gain a Province. If you do, +9 VP.');
  });

  it('gains a Province and +9 VP', () => {
    const h = game({ events: ['Dominate'], zones: { 0: rich } });
    toBuy(h).do(0, 'buy Dominate');
    expect(h.discard(0)).toEqual(['Province']);
    expect(vp(h, 0)).toBe(9);
    expect(h.turn.coins).toBe(0);
  });

  it('does nothing once the Province pile is empty', () => {
    const h = game({ events: ['Dominate'], piles: { Province: 0 }, zones: { 0: rich } });
    toBuy(h).do(0, 'buy Dominate');
    expect(h.discard(0)).toEqual([]);
    expect(vp(h, 0)).toBe(0);
  });

  it('needs $14', () => {
    const h = game({ events: ['Dominate'], zones: { 0: { hand: ['Gold', 'Gold', 'Gold', 'Gold'] } } });
    toBuy(h);
    expect(h.try(0, 'buy Dominate').ok).toBe(false);
  });
});
