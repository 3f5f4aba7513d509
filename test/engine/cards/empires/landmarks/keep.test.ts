import { describe, expect, it } from 'vitest';
import { keep } from '../../../../../engine/cards/empires/landmarks/keep.js';
import { game } from '../landscape-support.js';

describe('Keep', () => {
  it('is a Landmark with the printed text', () => {
    expect(keep).toMatchObject({ kind: 'landmark' });
    expect(keep.text).toBe(
      'When scoring, 5 VP per differently named Treasure you have, that you have more copies of than each other player, or tied for most.',
    );
  });

  it('5 VP per Treasure you have most of or tied for most; none for Treasures you lack or non-Treasures', () => {
    const h = game({
      landmarks: ['Keep'],
      players: 3,
      zones: {
        0: { hand: ['Silver', 'Silver', 'Gold', 'Estate', 'Estate', 'Estate'] },
        1: { hand: ['Silver', 'Silver', 'Gold', 'Gold', 'Copper'] },
        2: { hand: ['Silver', 'Estate'] },
      },
    });
    expect(keep.score!(h.state, 0)).toBe(5); // Silver (tied)
    expect(keep.score!(h.state, 1)).toBe(15); // Silver (tied), Gold, Copper
    expect(keep.score!(h.state, 2)).toBe(0);
  });

  it('if everyone has the same number, everyone scores it', () => {
    const h = game({ landmarks: ['Keep'], zones: { 0: { hand: ['Gold'] }, 1: { deck: ['Gold'] } } });
    expect([keep.score!(h.state, 0), keep.score!(h.state, 1)]).toEqual([5, 5]);
  });
});
