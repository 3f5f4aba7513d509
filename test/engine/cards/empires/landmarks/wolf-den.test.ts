import { describe, expect, it } from 'vitest';
import { wolfDen } from '../../../../../engine/cards/empires/landmarks/wolf-den.js';
import { game, scoreOf } from '../landscape-support.js';

describe('Wolf Den', () => {
  it('is a Landmark with the printed text', () => {
    expect(wolfDen).toMatchObject({ kind: 'landmark' });
    expect(wolfDen.text).toBe('When scoring, -3 VP per card you have exactly one copy of.');
  });

  it('-3 VP per card name with exactly one copy; two or more copies give no penalty', () => {
    const h = game({
      landmarks: ['Wolf Den'],
      zones: {
        0: { hand: ['Village', 'Estate', 'Market', 'Market'], deck: Array(7).fill('Copper') },
        1: { hand: ['Copper', 'Copper'] },
      },
    });
    expect(wolfDen.score!(h.state, 0)).toBe(-6);
    expect(scoreOf(h, 0)).toBe(1 - 6);
    expect(wolfDen.score!(h.state, 1)).toBe(0);
  });
});
