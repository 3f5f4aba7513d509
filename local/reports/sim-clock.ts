// The simulated clock of the mail reports (mail-report.ts and its mixed scenario): time passes as
// on AWS, the scheduled jobs running at every minute.
import type { Local } from '../runtime.js';
import { runOutbox, runReminders } from '../../lambdas/jobs/scheduled.js';
import { MINUTE } from '../../lambdas/kernel/durations.js';

/** Moves the clock on by `ms`, running the scheduled jobs at every minute passed (as on AWS). */
export async function passTime(l: Local, clock: { t: number }, ms: number): Promise<void> {
  const end = clock.t + ms;
  for (;;) {
    // Mail in flight finishes before the clock jumps: a simulated hour must not outlive a real
    // send's claim (the job would take it for a dead sender's and send it again).
    await l.idle();
    const nextMinute = (Math.floor(clock.t / MINUTE) + 1) * MINUTE;
    if (nextMinute > end) {
      clock.t = end;
      return;
    }
    clock.t = nextMinute;
    await runOutbox(l.ctx);
    if (clock.t % (15 * MINUTE) === 0) await runReminders(l.ctx);
    await l.idle();
  }
}
