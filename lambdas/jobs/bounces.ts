// SES bounce and complaint events (configuration set → EventBridge → SQS → this handler): every
// permanently bounced or complaining recipient is marked undeliverable on their profile, and from
// then on no game mail, reminder or digest is sent to them (outbox/prefs.ts) until they ask for mail
// again (POST /me with resumeMail). Transient and undetermined bounces change nothing: SES retries
// those itself, and a full mailbox should not end someone's games mail.
import * as z from 'zod';
import type { Deps } from '../kernel/deps.js';
import type { Observability } from '../kernel/observability.js';
import { withDefaults } from '../outbox/prefs.js';
import { Email } from '../../contract/common.js';

/** The fields of an SQS record this handler reads. */
export interface SqsRecord {
  messageId: string;
  body: string;
}
export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

const Recipients = z.array(z.object({ emailAddress: z.string().max(400) }));

/** An EventBridge event from SES event publishing (only what is read; other fields pass). */
const SesEvent = z.object({
  source: z.literal('aws.ses'),
  'detail-type': z.string(),
  detail: z.object({
    eventType: z.string(),
    bounce: z.object({ bounceType: z.string(), bouncedRecipients: Recipients }).optional(),
    complaint: z.object({ complainedRecipients: Recipients }).optional(),
  }),
});

type Undeliverable = { email: string; reason: 'bounce' | 'complaint' };

/** The addresses an event makes undeliverable (none for transient bounces and other events). */
export function undeliverableIn(event: z.infer<typeof SesEvent>, obs: Observability): Undeliverable[] {
  const d = event.detail;
  const list =
    d.eventType === 'Bounce' && d.bounce?.bounceType === 'Permanent'
      ? d.bounce.bouncedRecipients.map((r) => ({ address: r.emailAddress, reason: 'bounce' as const }))
      : d.eventType === 'Complaint' && d.complaint
        ? d.complaint.complainedRecipients.map((r) => ({ address: r.emailAddress, reason: 'complaint' as const }))
        : [];
  return list.flatMap(({ address, reason }) => {
    // A recipient may come as "Name <address>".
    const e = Email.safeParse(/<([^>]+)>/.exec(address)?.[1] ?? address);
    // The address itself stays out of the log (a recipient's address): its length says enough.
    if (!e.success)
      obs.warn('bounces: a recipient that is not an email address was skipped', { length: address.length });
    return e.success ? [{ email: e.data, reason }] : [];
  });
}

/** Marks one address undeliverable (kept as first marked when it already is). */
async function mark(d: Pick<Deps, 'store' | 'now'>, u: Undeliverable): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = d.now();
    const p = withDefaults(await d.store.getProfile(u.email), u.email, now);
    if (p.undeliverable) return;
    if (await d.store.putProfile({ ...p, undeliverable: { reason: u.reason, at: now }, updatedAt: now })) return;
  }
  throw new Error(`The profile of ${u.email} kept changing; the record will be retried.`);
}

/**
 * Processes a batch of SQS records; the ones that fail (unreadable, or the table failed) are
 * reported back so SQS retries only those, and after a few tries moves them to the dead-letter queue.
 */
export async function onBounces(
  d: Pick<Deps, 'store' | 'now' | 'obs'>,
  records: readonly SqsRecord[],
): Promise<SqsBatchResponse> {
  const failures: SqsBatchResponse['batchItemFailures'] = [];
  for (const r of records) {
    try {
      const parsed = SesEvent.safeParse(JSON.parse(r.body));
      if (!parsed.success) throw new Error(`not an SES event: ${parsed.error.issues[0]?.message ?? ''}`);
      for (const u of undeliverableIn(parsed.data, d.obs)) {
        await mark(d, u);
        d.obs.metric(u.reason === 'bounce' ? 'MailsBounced' : 'MailComplaints', 1);
      }
    } catch (e) {
      d.obs.error('bounces: a record failed; SQS retries it', { messageId: r.messageId }, e);
      failures.push({ itemIdentifier: r.messageId });
    }
  }
  return { batchItemFailures: failures };
}
