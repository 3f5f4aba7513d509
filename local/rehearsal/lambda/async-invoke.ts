// Lambda's asynchronous invocation, as SES's receipt rule and EventBridge Scheduler use it: the
// event is run, and a failure is retried as the function's EventInvokeConfig says (0 to 2 more
// tries); what still fails goes to its on-failure destination (or the function's dead-letter
// queue), as Lambda sends it there with the function's own role. Each schedule runs its function
// at the template's rate, on the rehearsal's clock.
import type { DeployedFunction } from './functions.js';

export interface AsyncFailure {
  fn: string;
  event: unknown;
  error: string;
}

export interface AsyncTarget {
  fn: DeployedFunction;
  /** Retries after the first failure (EventInvokeConfig.MaximumRetryAttempts; Lambda's default is 2). */
  retryAttempts: number;
  /** Where a failed event goes: the on-failure destination or the dead-letter queue (sends it with the function's role). */
  onFailure?: (f: AsyncFailure) => Promise<void>;
}

/** Runs an event as an asynchronous invocation; true when one of the tries succeeded. */
export async function invokeAsync(t: AsyncTarget, event: unknown, failures: AsyncFailure[]): Promise<boolean> {
  let last = '';
  for (let attempt = 0; attempt <= t.retryAttempts; attempt++) {
    try {
      await t.fn.invoke(event);
      return true;
    } catch (e) {
      last = (e as Error).message;
    }
  }
  const failure = { fn: t.fn.spec.name, event, error: last };
  failures.push(failure);
  await t.onFailure?.(failure);
  return false;
}

export interface Schedule {
  name: string;
  /** rate(...) in ms. */
  everyMs: number;
  target: AsyncTarget;
  /** The next run, on the rehearsal's clock. */
  nextAt: number;
}

/** "rate(1 minute)", "rate(15 minutes)", "rate(2 hours)", "rate(1 day)" in ms; cron is refused. */
export function rateMs(expression: string): number {
  const m = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression.trim());
  if (!m) throw new Error(`Unsupported schedule expression "${expression}" (the rehearsal runs rate(...) schedules)`);
  const unit = m[2].startsWith('minute') ? 60_000 : m[2].startsWith('hour') ? 3_600_000 : 86_400_000;
  return Number(m[1]) * unit;
}

/** The schedules due at or before `now`, soonest first, each moved to its next run. */
export function dueRuns(schedules: readonly Schedule[], now: number): { schedule: Schedule; at: number }[] {
  const runs: { schedule: Schedule; at: number }[] = [];
  for (const s of schedules) {
    while (s.nextAt <= now) {
      runs.push({ schedule: s, at: s.nextAt });
      s.nextAt += s.everyMs;
    }
  }
  return runs.sort((a, b) => a.at - b.at);
}
