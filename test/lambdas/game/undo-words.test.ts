// Undo in words (lambdas/game/undo-words.ts): whole lines only, any case, a full stop allowed; "yes"
// and "no" only in a reply to the request's own mail; no line of the notation reads as undo.
import { describe, expect, it } from 'vitest';
import { undoWordOf } from '../../../lambdas/game/undo-words.js';
import { REQUEST_ANSWERS } from '../../../lambdas/letters/take-back-words.js';

describe('undo words', () => {
  it('reads undo, accept and refuse, in any case, with a full stop', () => {
    for (const [text, word] of [
      ['undo', 'undo'],
      ['Take back', 'undo'],
      ['UNDO my last move.', 'undo'],
      ['  take   it back ', 'undo'],
      ['Accept', 'accept'],
      ['accept the take-back', 'accept'],
      ['agree!', 'accept'],
      ['refuse', 'refuse'],
      ['Decline.', 'refuse'],
      ['reject', 'refuse'],
    ] as const) {
      expect(undoWordOf(text), text).toBe(word);
      expect(undoWordOf(text, true), text).toBe(word);
    }
  });

  it('"yes" and "no" answer the request only in a reply to its mail', () => {
    for (const [text, word] of [
      ['yes', 'accept'],
      ['Y', 'accept'],
      ['ok', 'accept'],
      ['No.', 'refuse'],
      ['n', 'refuse'],
    ] as const) {
      expect(undoWordOf(text), text).toBeNull();
      expect(undoWordOf(text, true), text).toBe(word);
    }
  });

  it('reads no move of the notation, and no line that only contains a word, as undo', () => {
    for (const text of [
      'play Village',
      'end turn',
      'buy Gold',
      'discard Estate',
      'undo play Village',
      'I accept',
      'accept and buy Gold',
      'refuses',
      '',
    ]) {
      expect(undoWordOf(text, true), text).toBeNull();
    }
  });

  it("the request mail's link answers are words it reads", () => {
    expect(REQUEST_ANSWERS.map((a) => undoWordOf(a))).toEqual(['accept', 'refuse']);
  });
});
