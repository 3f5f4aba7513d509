// The scheduled outbox retry: sends whatever mail the stream consumer could not, and reports the
// age of the oldest mail still unsent.
import { lazyDeps, toJob } from '../../../lambdas/aws/lambda.js';
import { sesMailer } from '../../../lambdas/runtime/ses.js';
import { runOutbox } from '../../../lambdas/jobs/scheduled.js';

export const sendOutbox = toJob(lazyDeps(sesMailer), (d) => runOutbox(d));
