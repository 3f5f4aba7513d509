// Deadlines and reminders pushed past time away by the time it covered, never dropped; a game
// refusing vacation keeps its clock.
import { describe, expect, it } from 'vitest';
import { awayTiming, pushedPast } from '../../../lambdas/vacation/push.js';

const H = 3_600_000;
const D = 24 * H;

describe('pushedPast', () => {
  it('is start + length with no window, or a window outside the span', () => {
    expect(pushedPast(0, D, [])).toBe(D);
    expect(pushedPast(10 * D, D, [{ from: 0, until: 5 * D }])).toBe(11 * D);
    expect(pushedPast(0, D, [{ from: 2 * D, until: 5 * D }])).toBe(D);
    expect(pushedPast(0, D, [{ from: D, until: 5 * D }])).toBe(D);
  });

  it('adds the time away inside the span; a wait begun while away counts from the return', () => {
    expect(pushedPast(0, D, [{ from: H, until: 5 * D }])).toBe(5 * D + 23 * H);
    expect(pushedPast(2 * D, D, [{ from: D, until: 5 * D }])).toBe(6 * D);
    // Two windows, unsorted.
    expect(
      pushedPast(0, D, [
        { from: 7 * D, until: 8 * D },
        { from: 12 * H, until: 2 * D },
      ]),
    ).toBe(2 * D + 12 * H);
    expect(
      pushedPast(0, 2 * D, [
        { from: 7 * D, until: 8 * D },
        { from: 12 * H, until: 2 * D },
      ]),
    ).toBe(3 * D + 12 * H);
  });
});

describe('awayTiming', () => {
  const w = { since: 0, remindedAt: null };
  const away = [{ from: H, until: 3 * D }];
  it('pushes the reminder and the deadline; a game refusing vacation pushes neither', () => {
    expect(awayTiming(w, { reminderEveryMs: D, deadlineMs: 2 * D }, away)).toEqual({
      reminderAt: 3 * D + 23 * H,
      deadlineAt: 4 * D + 23 * H,
    });
    expect(awayTiming(w, { reminderEveryMs: D, deadlineMs: null }, away).deadlineAt).toBeNull();
    expect(awayTiming(w, { reminderEveryMs: D, deadlineMs: 2 * D, vacation: false }, away)).toEqual({
      reminderAt: D,
      deadlineAt: 2 * D,
    });
  });
});
