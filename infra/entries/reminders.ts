// The scheduled reminder job: reminders, the deadline bot and the daily digest (sends mail).
import { lazyDeps } from '../../lambdas/aws/deps.js';
import { sesMailer } from '../../lambdas/aws/mail.js';
import { runReminders as run } from '../../lambdas/jobs/scheduled.js';

const deps = lazyDeps(sesMailer);

export const runReminders = () => run(deps());
