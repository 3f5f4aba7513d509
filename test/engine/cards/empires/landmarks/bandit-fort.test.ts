import { describe, expect, it } from 'vitest';
import { banditFort } from '../../../../../engine/cards/empires/landmarks/bandit-fort.js';
import { game, scoreOf } from '../landscape-support.js';

describe('Bandit Fort', () => {
  it('is a Landmark with the printed text', () => {
    expect(banditFort).toMatchObject({ kind: 'landmark' });
    expect(banditFort.text).toBe('When scoring, -2 VP for each Silver and each Gold you have.');
  });

  it('3 Silvers and 1 Gold: -8 VP, and the score can go negative', () => {
    const h = game({
      landmarks: ['Bandit Fort'],
      zones: { 0: { hand: ['Silver', 'Silver', 'Gold'], deck: ['Estate'], discard: ['Silver', 'Copper'] } },
    });
    expect(banditFort.score!(h.state, 0)).toBe(-8);
    expect(scoreOf(h, 0)).toBe(1 - 8);
    expect(banditFort.score!(h.state, 1)).toBe(0);
  });
});
