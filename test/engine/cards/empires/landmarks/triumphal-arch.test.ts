import { describe, expect, it } from 'vitest';
import { triumphalArch } from '../../../../../engine/cards/empires/landmarks/triumphal-arch.js';
import { game } from '../landscape-support.js';

describe('Triumphal Arch', () => {
  it('is a Landmark with the printed text', () => {
    expect(triumphalArch).toMatchObject({ kind: 'landmark' });
    expect(triumphalArch.text).toBe(
      "When scoring, 3 VP per copy you have of the 2nd most common Action card among your cards (if it's a tie, count either).",
    );
  });

  it('7 Villages and 4 Smithies: 12 VP; non-Actions do not count', () => {
    const h = game({
      landmarks: ['Triumphal Arch'],
      zones: {
        0: {
          hand: Array<string>(7).fill('Village'),
          deck: [...Array<string>(4).fill('Smithy'), 'Market'],
          discard: Array<string>(9).fill('Copper'),
        },
      },
    });
    expect(triumphalArch.score!(h.state, 0)).toBe(12);
  });

  it('a tie for most: the 2nd most common has the same count; one Action name: 0', () => {
    const h = game({
      landmarks: ['Triumphal Arch'],
      zones: {
        0: { hand: [...Array<string>(3).fill('Village'), ...Array<string>(3).fill('Smithy')] },
        1: { hand: Array<string>(5).fill('Village') },
      },
    });
    expect(triumphalArch.score!(h.state, 0)).toBe(9);
    expect(triumphalArch.score!(h.state, 1)).toBe(0);
  });
});
