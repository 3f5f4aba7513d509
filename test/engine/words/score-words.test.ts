// A score in words (engine/words/score-words.ts): the parts the table lists and the mail's line.
import { describe, expect, it } from 'vitest';
import { scoreLine, scoreParts, type ScoreBreakdown } from '../../../engine/index.js';

const breakdown = (over: Partial<ScoreBreakdown> = {}): ScoreBreakdown => ({
  cards: [
    { name: 'Duchy', count: 2, vp: 6 },
    { name: 'Estate', count: 3, vp: 3 },
    { name: 'Province', count: 4, vp: 24 },
  ],
  curses: { count: 1, vp: -1 },
  vpTokens: 5,
  landmarks: [
    { name: 'Wall', vp: -3 },
    { name: 'Orchard', vp: 0 },
  ],
  total: 34,
  ...over,
});

describe('a score in words', () => {
  it('lists the cards that score most first, then Curses, VP tokens and every Landmark (even at 0)', () => {
    expect(scoreParts(breakdown())).toEqual([
      { label: 'Province ×4', vp: 24 },
      { label: 'Duchy ×2', vp: 6 },
      { label: 'Estate ×3', vp: 3 },
      { label: 'Curse ×1', vp: -1 },
      { label: 'VP tokens', vp: 5 },
      { label: 'Wall', vp: -3 },
      { label: 'Orchard', vp: 0 },
    ]);
    expect(scoreLine('Ann', breakdown())).toBe(
      'Ann, 34 VP: Province ×4 (24), Duchy ×2 (6), Estate ×3 (3), Curse ×1 (-1), VP tokens (5), Wall (-3), Orchard (0).',
    );
  });

  it('leaves out Curses and VP tokens when there are none, and says so when nothing scores', () => {
    expect(
      scoreParts(breakdown({ curses: { count: 0, vp: 0 }, vpTokens: 0, landmarks: [] })).map((p) => p.label),
    ).toEqual(['Province ×4', 'Duchy ×2', 'Estate ×3']);
    expect(scoreLine('Bob', { cards: [], curses: { count: 0, vp: 0 }, vpTokens: 0, landmarks: [], total: 0 })).toBe(
      'Bob, 0 VP: nothing that scores.',
    );
  });
});
