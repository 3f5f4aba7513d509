import { describe, expect, it } from 'vitest';
import { orchard } from '../../../../../engine/cards/empires/landmarks/orchard.js';
import { game } from '../landscape-support.js';

describe('Orchard', () => {
  it('is a Landmark with the printed text', () => {
    expect(orchard).toMatchObject({ kind: 'landmark' });
    expect(orchard.text).toBe('When scoring, 4 VP per differently named Action card you have 3 or more copies of.');
  });

  it('4 VP per Action name with 3+ copies; 6 copies are no better; non-Actions never count', () => {
    const h = game({
      landmarks: ['Orchard'],
      zones: {
        0: {
          hand: ['Village', 'Village', 'Village', 'Market', 'Market'],
          deck: Array(6).fill('Smithy'),
          discard: ['Gold', 'Gold', 'Gold'],
        },
      },
    });
    expect(orchard.score!(h.state, 0)).toBe(8);
  });
});
