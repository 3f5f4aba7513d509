// Replies to game mail received by SES: reads each raw message from the receipt rule's bucket and
// runs the inbound pipeline; sends the answer mail (SES) itself.
import { lazyDeps, once } from '../../lambdas/aws/deps.js';
import { sesMailer } from '../../lambdas/aws/mail.js';
import { s3MailStore } from '../../lambdas/aws/s3-mail.js';
import { onInboundMail as handle } from '../../lambdas/jobs/inbound-mail.js';

const deps = lazyDeps(sesMailer);
const store = once(() => s3MailStore(process.env.INBOUND_BUCKET ?? ''));

export const onInboundMail = async (event: unknown): Promise<void> => {
  await handle(deps(), store(), process.env.INBOUND_PREFIX ?? '', event);
};
