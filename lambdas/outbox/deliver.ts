// Delivering an outbox (an event's mail, or a mailing such as a game's invitations) through a
// Mailer (ses-mailer.ts on AWS and locally; tests wrap it). Each notification goes
//
//   claim ──► preference check ──► "sending" mark ──► send ──► sent mark
//     │                                                 ├─ certainly not sent (MailNotSent) ─► claim released: retried
//     └─ claim expired, "sending" mark, no sent mark    └─ anything else: outcome unknown ─► claim kept
//        (a sender that timed out or died): ask the mailer whether it went (wasSent): yes ─► sent mark,
//        no ─► send again, cannot tell ─► held for review (done, `skip_i` says so), never resent blindly.
//
// The claim outlasts the longest send (claimMsFor), so no second sender starts while a send may
// still be in flight. A mail the recipient's preference (read after the claim) does not want is
// marked done with the reason (`skip_i`), never sent.
import { mailSkip } from './prefs.js';
import type { Observability } from '../kernel/observability.js';
import { MailNotSent, type Mailer } from '../kernel/mailer.js';
import type { MailKey } from '../store/records.js';
import type { Outbox, Profiles } from '../store/ports.js';

/** What a mail held for review says in its `skip_i` mark. */
export const HELD_FOR_REVIEW = 'unknown outcome: held for review';

/**
 * How long a claimed notification is reserved for its sender: twice the longest send, plus time
 * for the preference read and the marks. Derived here, from the mailer's own timeouts, only.
 */
export const claimMsFor = (sendBudgetMs: number) => 2 * sendBudgetMs + 20_000;

export interface DeliveryResult {
  sent: number;
  failed: number;
  skipped: number;
  held: number;
}

const id = (k: MailKey, i: number) => `${k.gameId}/${k.sk}/${i}`;

/** A mailer whose every send is counted (MailsSent, MailsFailed), whoever sends. */
export function observedMailer(m: Mailer, obs: Observability): Mailer {
  return {
    budgetMs: m.budgetMs,
    ...(m.wasSent ? { wasSent: m.wasSent.bind(m) } : {}),
    async send(n, deliveryId) {
      try {
        await m.send(n, deliveryId);
      } catch (e) {
        obs.metric('MailsFailed', 1);
        throw e;
      }
      obs.metric('MailsSent', 1);
    },
  };
}

/** Sends every unsent notification of one outbox item, all at once; returns counts. Never throws for a failed send. */
export async function deliverOutbox(
  store: Outbox & Profiles,
  mailer: Mailer,
  k: MailKey,
  now: number,
  obs: Observability,
): Promise<DeliveryResult> {
  const ev = await store.outboxItem(k);
  const res: DeliveryResult = { sent: 0, failed: 0, skipped: 0, held: 0 };
  if (!ev || !ev.outbox?.length) return res;
  const outcomes = await Promise.all(
    ev.outbox.map(async (n, i): Promise<'done' | 'busy' | 'failed' | 'unknown' | 'skipped' | 'held' | 'sent'> => {
      if (ev.marks[`sent_${i}`] !== undefined) return 'done';
      if (!(await store.claimMail(k, i, now, now + claimMsFor(mailer.budgetMs)))) return 'busy';
      if (ev.marks[`try_${i}`] !== undefined) {
        // An earlier send's outcome is unknown: never repeat it without knowing it did not go.
        const went = await mailer.wasSent?.(n, id(k, i)).catch(() => undefined);
        if (went === undefined) {
          obs.error(`outbox: a send timed out or its sender died; ${HELD_FOR_REVIEW}`, {
            gameId: k.gameId,
            mail: id(k, i),
          });
          obs.metric('MailsHeld', 1);
          await store.markSent(k, i, now, HELD_FOR_REVIEW);
          return 'held';
        }
        if (went) {
          await store.markSent(k, i, now);
          return 'done';
        }
      }
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
      await store.markSending(k, i, now);
      try {
        await mailer.send(n, id(k, i));
      } catch (e) {
        if (!(e instanceof MailNotSent)) return 'unknown';
        await store.releaseClaim(k, i);
        return 'failed';
      }
      await store.markSent(k, i, now);
      return 'sent';
    }),
  );
  const count = (...o: string[]) => outcomes.filter((x) => o.includes(x)).length;
  res.sent = count('sent');
  res.failed = count('failed', 'busy', 'unknown');
  res.skipped = count('skipped');
  res.held = count('held');
  if (res.failed === 0) await store.outboxDone(k);
  return res;
}

/** An outbox run's counts, and when the oldest mail it left unsent was written (null: none left). */
export interface PendingResult extends DeliveryResult {
  oldestUnsentAt: number | null;
}

/** Sends everything left unsent (start-up, schedule, retry). */
export async function deliverPending(
  store: Outbox & Profiles,
  mailer: Mailer,
  now: number,
  obs: Observability,
): Promise<PendingResult> {
  const total: PendingResult = { sent: 0, failed: 0, skipped: 0, held: 0, oldestUnsentAt: null };
  for (const k of await store.pendingOutbox()) {
    const r = await deliverOutbox(store, mailer, k, now, obs);
    total.sent += r.sent;
    total.failed += r.failed;
    total.skipped += r.skipped;
    total.held += r.held;
    // Oldest first: the first item left with unsent mail is the oldest.
    if (r.failed > 0 && total.oldestUnsentAt === null) total.oldestUnsentAt = k.at;
  }
  return total;
}

/** Delivers outboxes just written, now (AWS: inside the function that wrote or projected them). */
export const deliverNow =
  (store: Outbox & Profiles, mailer: Mailer, now: () => number, obs: Observability) =>
  async (keys: readonly MailKey[]): Promise<void> => {
    await Promise.all(keys.map((k) => deliverOutbox(store, mailer, k, now(), obs)));
  };
