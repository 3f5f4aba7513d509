// Replies to game mail received by SES: reads each raw message from the receipt rule's bucket and
// runs the inbound pipeline; sends the answer mail (SES) itself.
import { once } from '../../../lambdas/runtime/build-deps.js';
import { lazyDeps, toJob, traced } from '../../../lambdas/aws/lambda.js';
import { sesMailer } from '../../../lambdas/runtime/ses.js';
import { S3_LIMITS, s3MailStore } from '../../../lambdas/aws/s3-mail.js';
import { onInboundMail as handle } from '../../../lambdas/jobs/inbound-mail.js';

const store = once(() => s3MailStore(process.env.INBOUND_BUCKET ?? '', {}, S3_LIMITS, traced));

export const onInboundMail = toJob(lazyDeps(sesMailer), async (d, event: unknown): Promise<void> => {
  await handle(d, store(), process.env.INBOUND_PREFIX ?? '', event);
});
