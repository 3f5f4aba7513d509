// The game table's stream consumer: projects each new event and delivers its outbox (sends mail).
import { lazyDeps } from '../../lambdas/aws/deps.js';
import { sesMailer } from '../../lambdas/aws/mail.js';
import { onStream as consume, type StreamRecord } from '../../lambdas/jobs/scheduled.js';

const deps = lazyDeps(sesMailer);

export const onStream = (e: { Records: StreamRecord[] }) => consume(deps(), e.Records);
