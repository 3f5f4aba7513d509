import { describe, expect, it } from 'vitest';
import { museum } from '../../../../../engine/cards/empires/landmarks/museum.js';
import { game } from '../landscape-support.js';
import { SPLIT, kingdomWith, registerFakes } from '../landscape-fakes.js';

registerFakes();

describe('Museum', () => {
  it('is a Landmark with the printed text', () => {
    expect(museum).toMatchObject({ kind: 'landmark' });
    expect(museum.text).toBe('When scoring, 2 VP per differently named card you have.');
  });

  it('2 VP per differently named card, wherever they are; cards of one pile with different names count apart', () => {
    const h = game({
      landmarks: ['Museum'],
      kingdom: kingdomWith(SPLIT),
      zones: {
        0: { hand: ['Copper', 'Copper', 'Estate'], deck: ['Test Top', 'Test Bottom'], discard: ['Copper', 'Village'] },
      },
    });
    expect(museum.score!(h.state, 0)).toBe(10);
  });
});
