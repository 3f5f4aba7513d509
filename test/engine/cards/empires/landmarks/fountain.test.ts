import { describe, expect, it } from 'vitest';
import { fountain } from '../../../../../engine/cards/empires/landmarks/fountain.js';
import { game, scoreOf } from '../landscape-support.js';

const coppers = (n: number) => Array<string>(n).fill('Copper');

describe('Fountain', () => {
  it('is a Landmark with the printed text', () => {
    expect(fountain).toMatchObject({ kind: 'landmark' });
    expect(fountain.text).toBe('When scoring, 15 VP if you have at least 10 Coppers.');
  });

  it('15 VP with 10 Coppers anywhere, 0 with 9, no more with 20', () => {
    const h = game({
      landmarks: ['Fountain'],
      zones: { 0: { hand: coppers(3), deck: coppers(4), discard: coppers(3) }, 1: { hand: coppers(9) } },
    });
    expect(scoreOf(h, 0)).toBe(15);
    expect(scoreOf(h, 1)).toBe(0);
    const h2 = game({ landmarks: ['Fountain'], zones: { 0: { deck: coppers(20) } } });
    expect(fountain.score!(h2.state, 0)).toBe(15);
  });
});
