// A seat's clock while its player is away: time away does not count towards a deadline or a
// reminder, so both are pushed past the window by the time it covered (never dropped). Pure; the
// scheduled job (lambdas/jobs/scheduled.ts) asks it with the waiting player's windows. A game
// created with `vacation: false` (fast games) keeps its clock: no window pushes it.
import type { GameMeta } from '../store/records.js';
import type { AwayWindow } from './window.js';

/** The time at which `lengthMs` of time not away has passed since `start`. */
export function pushedPast(start: number, lengthMs: number, windows: readonly AwayWindow[]): number {
  let t = start;
  let left = lengthMs;
  for (const w of [...windows].sort((a, b) => a.from - b.from)) {
    if (w.until <= t) continue;
    if (w.from - t >= left) break;
    left -= Math.max(0, w.from - t);
    t = w.until;
  }
  return t + left;
}

/** Whether time away holds this game's clock (false: created refusing vacation). */
export const honoursVacation = (m: Pick<GameMeta, 'vacation'>) => m.vacation !== false;

/** When a wait's reminder and deadline fall, the waiting player's windows skipped. */
export function awayTiming(
  w: { since: number; remindedAt: number | null },
  m: Pick<GameMeta, 'reminderEveryMs' | 'deadlineMs' | 'vacation'>,
  windows: readonly AwayWindow[],
) {
  const skip = honoursVacation(m) ? windows : [];
  return {
    reminderAt: pushedPast(w.remindedAt ?? w.since, m.reminderEveryMs, skip),
    deadlineAt: m.deadlineMs === null ? null : pushedPast(w.since, m.deadlineMs, skip),
  };
}
