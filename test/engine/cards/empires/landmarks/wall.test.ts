import { describe, expect, it } from 'vitest';
import { wall } from '../../../../../engine/cards/empires/landmarks/wall.js';
import { game, scoreOf } from '../landscape-support.js';

describe('Wall', () => {
  it('is a Landmark with the printed text', () => {
    expect(wall).toMatchObject({ kind: 'landmark' });
    expect(wall.text).toBe('When scoring, -1 VP per card you have after the first 15.');
  });

  it('27 cards: -12 VP (scores can go negative); 15 cards: 0', () => {
    const h = game({
      landmarks: ['Wall'],
      zones: { 0: { deck: Array(27).fill('Copper') }, 1: { deck: Array(15).fill('Copper') } },
    });
    expect(wall.score!(h.state, 0)).toBe(-12);
    expect(scoreOf(h, 0)).toBe(-12);
    expect(wall.score!(h.state, 1)).toBe(0);
  });
});
