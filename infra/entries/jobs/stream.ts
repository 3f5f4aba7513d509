// The game table's stream consumer: projects each new event and delivers its outbox (sends mail).
import { lazyDeps, toJob } from '../../../lambdas/aws/lambda.js';
import { sesMailer } from '../../../lambdas/runtime/ses.js';
import { onStream as consume, type StreamRecord } from '../../../lambdas/jobs/scheduled.js';

export const onStream = toJob(lazyDeps(sesMailer), (d, e: { Records: StreamRecord[] }) => consume(d, e.Records));
