// The scheduled outbox retry: sends whatever mail the stream consumer could not.
import { lazyDeps } from '../../lambdas/aws/deps.js';
import { sesMailer } from '../../lambdas/aws/mail.js';
import { runOutbox } from '../../lambdas/jobs/scheduled.js';

const deps = lazyDeps(sesMailer);

export const sendOutbox = () => runOutbox(deps());
