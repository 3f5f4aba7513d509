// Delivering an outbox (an event's mail, or a mailing such as a game's invitations) through a
// Mailer (ses-mailer.ts on AWS and locally; tests wrap it). A notification is claimed, sent, then marked sent; a failed send releases the claim so a retry
// sends it, and a sent mark means no retry ever sends it again. A mail the recipient's preference
// (read after the claim) does not want is marked done with the reason (`skip_i`), never sent.
import { mailSkip } from './mail-prefs.js';
import type { MailKey, Notification } from '../store/records.js';
import type { Outbox, Profiles } from '../store/ports.js';

export interface Mailer {
  send(n: Notification): Promise<void>;
}

/** How long a claimed notification is reserved for the sender holding it. */
const CLAIM_MS = 60_000;

export interface DeliveryResult { sent: number; failed: number; skipped: number }

/** Sends every unsent notification of one outbox item, all at once; returns counts. Never throws for a failed send. */
export async function deliverOutbox(store: Outbox & Profiles, mailer: Mailer, k: MailKey, now: number): Promise<DeliveryResult> {
  const ev = await store.outboxItem(k);
  const res: DeliveryResult = { sent: 0, failed: 0, skipped: 0 };
  if (!ev || !ev.outbox?.length) return res;
  const outcomes = await Promise.all(ev.outbox.map(async (n, i) => {
    if (ev.marks[`sent_${i}`] !== undefined) return 'done';
    if (!(await store.claimMail(k, i, now, now + CLAIM_MS))) return 'busy';
    // The recipient's preference as it is now: a skipped mail is done, never sent later.
    let skip: string | null;
    try {
      skip = await mailSkip(store, n.to, n.reason);
    } catch {
      await store.releaseClaim(k, i);
      return 'failed';
    }
    if (skip) {
      await store.markSent(k, i, now, skip);
      return 'skipped';
    }
    try {
      await mailer.send(n);
    } catch {
      await store.releaseClaim(k, i);
      return 'failed';
    }
    await store.markSent(k, i, now);
    return 'sent';
  }));
  res.sent = outcomes.filter((o) => o === 'sent').length;
  res.failed = outcomes.filter((o) => o === 'failed' || o === 'busy').length;
  res.skipped = outcomes.filter((o) => o === 'skipped').length;
  if (res.failed === 0) await store.outboxDone(k);
  return res;
}

/** Sends everything left unsent (start-up, schedule, retry). */
export async function deliverPending(store: Outbox & Profiles, mailer: Mailer, now: number): Promise<DeliveryResult> {
  const total: DeliveryResult = { sent: 0, failed: 0, skipped: 0 };
  for (const k of await store.pendingOutbox()) {
    const r = await deliverOutbox(store, mailer, k, now);
    total.sent += r.sent;
    total.failed += r.failed;
    total.skipped += r.skipped;
  }
  return total;
}
