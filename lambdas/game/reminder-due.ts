// When the scheduled jobs next have something to do for a game: a "your move" mail at its `mailAt`
// (notices.ts), a reminder once a wait (or its last reminder) is `reminderEveryMs` old, the deadline
// bot's move once a wait is `deadlineMs` old. The summary carries the soonest of these (`dueAt`), the
// WAITING index sorts by it, and a run reads only the games due by now (lambdas/jobs/scheduled.ts
// checks the same times with a waiting player's time away skipped: lambdas/vacation/clocks.ts).
import type { GameMeta, Wait } from '../store/records.js';

type Timing = Pick<GameMeta, 'reminderEveryMs' | 'deadlineMs'>;

export const reminderAt = (w: Wait, t: Timing) => (w.remindedAt ?? w.since) + t.reminderEveryMs;
export const deadlineAt = (w: Wait, t: Timing) => (t.deadlineMs === null ? null : w.since + t.deadlineMs);

/** The soonest mail, reminder or deadline of these waits (undefined when nobody waits). */
export function nextDueAt(waiting: readonly Wait[], t: Timing): number | undefined {
  const times = waiting.flatMap((w) => [reminderAt(w, t), deadlineAt(w, t) ?? Infinity, w.mailAt ?? Infinity]);
  return times.length ? Math.min(...times) : undefined;
}
