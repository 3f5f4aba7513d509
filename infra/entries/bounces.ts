// SES bounces and complaints from the bounces queue: marks the addresses undeliverable and answers
// the records to retry (partial batch response). Sends no mail.
import { lazyDeps, noMail } from '../../lambdas/aws/deps.js';
import { onBounces as handle, type SqsRecord } from '../../lambdas/jobs/bounces.js';

const deps = lazyDeps(noMail);

export const onBounces = (e: { Records: SqsRecord[] }) => handle(deps(), e.Records);
