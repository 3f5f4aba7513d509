// SES bounces and complaints from the bounces queue: marks the addresses undeliverable and answers
// the records to retry (partial batch response). Sends no mail.
import { noMail } from '../../../lambdas/runtime/build-deps.js';
import { lazyDeps, toJob } from '../../../lambdas/aws/lambda.js';
import { onBounces as handle, type SqsRecord } from '../../../lambdas/jobs/bounces.js';

export const onBounces = toJob(lazyDeps(noMail), (d, e: { Records: SqsRecord[] }) => handle(d, e.Records));
