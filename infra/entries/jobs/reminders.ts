// The scheduled reminder job: reminders, the deadline bot and the daily digest (sends mail).
import { lazyDeps, toJob } from '../../../lambdas/aws/lambda.js';
import { sesMailer } from '../../../lambdas/runtime/ses.js';
import { runReminders as run } from '../../../lambdas/jobs/scheduled.js';

export const runReminders = toJob(lazyDeps(sesMailer), (d) => run(d));
