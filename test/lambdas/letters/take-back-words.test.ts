// What a take-back undoes, in words (lambdas/letters/take-back-words.ts): the player's own moves named
// from the log's records ("your buy of Silver and the end of your turn 5"), plays and buys merged,
// answers counted but never named (they may name hidden cards), the turn's number counted back from
// where it is known, and who else moved since by name only.
import { describe, expect, it } from 'vitest';
import { takeBackWords } from '../../../lambdas/letters/take-back-words.js';
import type { LogEntry, Move } from '../../../engine/index.js';
import type { LogRecord } from '../../../lambdas/store/records.js';

const meta = {
  seats: [
    { name: 'Ann', email: 'ann@example.com', bot: null, joined: true },
    { name: 'Hard bot', email: null, bot: 'hard', joined: true },
  ],
};
const turnEntry = (player: number, count: number): LogEntry => ({
  kind: 'turn',
  player,
  count,
  visibleTo: 'all',
  depth: 0,
});
const phaseEntry: LogEntry = { kind: 'phase', player: 0, detail: 'buy', visibleTo: 'all', depth: 0 };
let seq = 10;
const rec = (move: Move, log: LogEntry[] = []): LogRecord => ({
  gameId: 'g',
  seq: seq++,
  kind: 'move',
  seat: move.player,
  by: move.player === 0 ? 'human' : 'bot',
  at: 0,
  move,
  log,
});

describe('take-back words', () => {
  it('names the own moves, merges plays and buys, and numbers the turn from the turns begun since', () => {
    seq = 10;
    const records = [
      rec({ player: 0, type: 'play', card: 'Village' }),
      rec({ player: 0, type: 'play', card: 'Smithy' }),
      rec({ player: 0, type: 'endPhase' }, [phaseEntry]),
      rec({ player: 0, type: 'buy', card: 'Silver' }),
      rec({ player: 0, type: 'buy', card: 'Silver' }),
      rec({ player: 0, type: 'endPhase' }, [turnEntry(1, 5)]),
      rec({ player: 1, type: 'endTurn' }, [turnEntry(0, 6)]),
    ];
    // Ann has begun 6 turns at the end of these records: the moves were her turn 5.
    expect(takeBackWords(meta, records, 12, 0, 0, { turns: 6, at: 'end' })).toBe(
      'your buys of 2 Silvers and the end of your turn 5, and what Hard bot did since',
    );
    expect(takeBackWords(meta, records, 9, 0, 1, { turns: 6, at: 'end' })).toBe(
      'their plays of a Village and a Smithy, the end of their Action phase, their buys of 2 Silvers and the end of their turn 5, and what you did since',
    );
    // From the take's target (Ann at 5 turns begun then), the same number; with no anchor, none.
    expect(takeBackWords(meta, records, 12, 0, 1, { turns: 5, at: 'to' })).toMatch(/the end of their turn 5,/);
    expect(takeBackWords(meta, records, 12, 0, 1, null)).toMatch(/the end of their turn,/);
  });

  it('counts answers without naming them, counts past four moves, and is null without any own move', () => {
    seq = 10;
    const records = [
      rec({ player: 0, type: 'answer', answer: { kind: 'cards', cards: ['Gold'] } }),
      rec({ player: 0, type: 'answer', answer: { kind: 'cards', cards: ['Estate'] } }),
      rec({ player: 0, type: 'playTreasures' }),
      rec({ player: 0, type: 'payDebt', amount: 2 }),
      rec({ player: 0, type: 'buy', card: 'Silver' }),
      rec({ player: 0, type: 'endPhase' }, [turnEntry(1, 5)]),
    ];
    const words = takeBackWords(meta, records, 9, 0, 1, { turns: 5, at: 'end' })!;
    expect(words).toBe(
      'their 2 answers, the play of their Treasures, their payment of 2 debt and 2 more of their moves',
    );
    expect(words).not.toMatch(/Gold|Estate/);
    expect(takeBackWords(meta, records, 20, 0, 1, null)).toBeNull();
  });
});
