import { describe, expect, it } from 'vitest';
import { palace } from '../../../../../engine/cards/empires/landmarks/palace.js';
import { game } from '../landscape-support.js';

describe('Palace', () => {
  it('is a Landmark with the printed text', () => {
    expect(palace).toMatchObject({ kind: 'landmark' });
    expect(palace.text).toBe('When scoring, 3 VP per set you have of Copper - Silver - Gold.');
  });

  it('7 Coppers, 5 Silvers and 2 Golds make 2 sets: 6 VP; no Gold, no set', () => {
    const h = game({
      landmarks: ['Palace'],
      zones: {
        0: { hand: Array(7).fill('Copper'), deck: Array(5).fill('Silver'), discard: ['Gold', 'Gold'] },
        1: { hand: ['Copper', 'Silver'] },
      },
    });
    expect(palace.score!(h.state, 0)).toBe(6);
    expect(palace.score!(h.state, 1)).toBe(0);
  });
});
