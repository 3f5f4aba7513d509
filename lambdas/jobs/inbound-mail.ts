// Replies received by SES (a receipt rule: the raw message to S3, then this function, invoked
// asynchronously): each record's message is read from the bucket and handed to the inbound pipeline
// (inbound/inbound.ts) with the envelope recipients and SES's spam, virus, SPF, DKIM and DMARC verdicts.
// A record none of whose recipients is one of our signed reply addresses is dropped before its
// message is read (made-up addresses cost one HMAC, not a download and a parse). A failure
// throws, and Lambda's retries of an asynchronous invocation deliver the event again: the pipeline's
// idempotency keys (one per mail line) and its once-per-mail answer make that safe.
import * as z from 'zod';
import type { Deps } from '../kernel/deps.js';
import { receiveReply, signedReplyAddress, type InboundOutcome } from '../inbound/inbound.js';
import { logInbound } from '../inbound/receive.js';
import { withRematch } from '../rematch/rematch-port.js';

/** Where the receipt rule's S3 action put the raw messages. */
export interface RawMailStore {
  /** The message stored under `key`; null when it is larger than the pipeline reads (it is dropped). */
  read(key: string): Promise<Buffer | null>;
}

const Verdict = z.object({ status: z.string().max(40) }).optional();

/** An SES receipt event for a Lambda action (only what is read; other fields pass). */
const SesReceiptEvent = z.object({
  Records: z
    .array(
      z.object({
        eventSource: z.literal('aws:ses'),
        ses: z.object({
          // SES message ids are the S3 object's name under the action's prefix.
          mail: z.object({ messageId: z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/) }),
          receipt: z.object({
            recipients: z.array(z.string().max(320)).max(100),
            spamVerdict: Verdict,
            virusVerdict: Verdict,
            spfVerdict: Verdict,
            dkimVerdict: Verdict,
            dmarcVerdict: Verdict,
          }),
        }),
      }),
    )
    .max(50),
});

type SesReceipt = z.infer<typeof SesReceiptEvent>['Records'][number]['ses']['receipt'];

export async function onInboundMail(
  d: Deps,
  store: RawMailStore,
  prefix: string,
  event: unknown,
): Promise<InboundOutcome[]> {
  const parsed = SesReceiptEvent.safeParse(event);
  if (!parsed.success) {
    // Not an SES receipt event: retrying cannot fix it.
    d.obs.error('inbound: not an SES receipt event; ignored', { issue: parsed.error.issues[0]?.message });
    return [];
  }
  const outcomes: InboundOutcome[] = [];
  // Replies to the game-over mail and to a rematch's invitation reach the rematch through its port.
  const withPort = withRematch(d);
  for (const r of parsed.data.Records) {
    const { mail, receipt } = r.ses;
    const outcome = await receiveRecord(withPort, store, prefix, mail.messageId, receipt);
    logInbound(d, outcome, { messageId: mail.messageId });
    outcomes.push(outcome);
  }
  return outcomes;
}

async function receiveRecord(
  d: Deps,
  store: RawMailStore,
  prefix: string,
  messageId: string,
  receipt: SesReceipt,
): Promise<InboundOutcome> {
  if (!signedReplyAddress(d, receipt.recipients))
    return { kind: 'dropped', why: 'no signed reply address among the recipients' };
  const raw = await store.read(`${prefix}${messageId}`);
  if (!raw) return { kind: 'dropped', why: 'larger than a reply is read' };
  // An absent verdict is not a PASS: receiveReply drops the message.
  const verdicts = {
    spam: receipt.spamVerdict?.status,
    virus: receipt.virusVerdict?.status,
    spf: receipt.spfVerdict?.status,
    dkim: receipt.dkimVerdict?.status,
    dmarc: receipt.dmarcVerdict?.status,
  };
  return receiveReply(d, { raw, recipients: receipt.recipients, verdicts });
}
