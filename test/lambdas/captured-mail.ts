// A memory runtime for the suites that read what was mailed as the backend built it (a
// Notification: subject, reason, text), on a settable clock: the time-away suites and their kin.
// Registers the runtime's start and close with the calling file's hooks.
import { afterAll, beforeAll } from 'vitest';
import type { Local } from '../../local/runtime.js';
import type { Mailer } from '../../lambdas/kernel/mailer.js';
import type { Notification } from '../../lambdas/store/records.js';
import { Clock, memoryLocal } from './support.js';

export interface CapturedMail {
  clock: Clock;
  /** Every notification sent, in order. */
  sent: Notification[];
  /** The runtime (started before the file's tests). */
  readonly l: Local;
  /** What was sent to `email` whose subject matches `what`. */
  to: (email: string, what: RegExp) => Notification[];
}

/** A memory runtime whose clock starts at `start` (ms) and whose sent mail is kept in `sent`. */
export function capturedMail(start: number): CapturedMail {
  const clock = new Clock(start);
  const sent: Notification[] = [];
  const capture = (m: Mailer): Mailer => ({
    ...m,
    budgetMs: m.budgetMs,
    send: async (n, id) => {
      await m.send(n, id);
      sent.push(n);
    },
  });
  let local: Local | undefined;
  beforeAll(async () => {
    local = await memoryLocal({ now: clock.now, wrapMailer: capture });
  });
  afterAll(async () => {
    await local?.close();
  });
  return {
    clock,
    sent,
    get l() {
      if (!local) throw new Error('the runtime starts in beforeAll: read it inside a test');
      return local;
    },
    to: (email, what) => sent.filter((n) => n.to === email && what.test(n.subject)),
  };
}
