// The rehearsal's Surface over the plain local runtime (local/runtime.ts), to develop and test the
// rehearsed game without the deployed bundles: the API over real HTTP with session or link tokens,
// the SES emulator's mail (each mail stamped with the clock when it was first seen: the surface
// looks after every call, so a stamp is the minute the mail went), replies through the same
// inbound pipeline as SMTP and SES feed, a bounce as SES's EventBridge event reaches the bounce
// handler through SQS, and a clock of our own that only `advance` moves: each minute passed runs
// the outbox job, and every 15 minutes the reminders job (infra/lib/config.ts's schedules).
import { randomUUID } from 'node:crypto';
import { startLocal, type Local } from '../../local/runtime.js';
import { runOutbox, runReminders } from '../../lambdas/jobs/scheduled.js';
import { onBounces } from '../../lambdas/jobs/bounces.js';
import { receiveReply } from '../../lambdas/inbound/inbound.js';
import type { ApiAnswer, SentMail, Surface } from '../../local/rehearsal/surface.js';
import { callApi, readNewMail } from '../../local/rehearsal/sent-mail.js';

const MINUTE = 60_000;
/** The schedules of the deployed jobs (infra/lib/config.ts: outbox every minute, reminders every 15). */
const REMINDERS_EVERY_MINUTES = 15;

export interface LocalSurface extends Surface {
  local: Local;
  close(): Promise<void>;
}

export async function localSurface(
  o: { store?: 'memory' | 'dynalite'; start?: number; presentMs?: number } = {},
): Promise<LocalSurface> {
  let clock = o.start ?? Date.UTC(2030, 0, 1, 9);
  const now = () => clock;
  const common = { now, ...(o.presentMs !== undefined ? { presentMs: o.presentMs } : {}) };
  const local: Local =
    o.store === 'dynalite'
      ? await startLocal({ ...common, store: 'dynalite' })
      : await startLocal({ ...common, store: 'memory' });
  const seen: SentMail[] = [];
  let minutes = 0;

  /** Waits for what runs after responses, then stamps the mail not seen before with the clock. */
  async function settle(): Promise<void> {
    await local.idle();
    await readNewMail(local.sesUrl, seen, clock);
  }

  async function call(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer> {
    const answer = await callApi(local.apiUrl, token, method, path, body);
    await settle();
    return answer;
  }

  return {
    local,
    api: (email, method, path, body) => call(local.token(email), method, path, body),
    apiWithToken: call,
    async mails() {
      await settle();
      return [...seen];
    },
    async receiveMail(raw, recipients) {
      await receiveReply(local.ctx, { raw: Buffer.from(raw, 'utf8'), recipients });
      await settle();
    },
    async bounce(email) {
      const event = {
        version: '0',
        id: randomUUID(),
        source: 'aws.ses',
        'detail-type': 'Email Bounced',
        time: new Date(clock).toISOString(),
        detail: {
          eventType: 'Bounce',
          bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: email }] },
          mail: { destination: [email] },
        },
      };
      const out = await onBounces(local.ctx, [{ messageId: randomUUID(), body: JSON.stringify(event) }]);
      if (out.batchItemFailures.length) throw new Error(`the bounce of ${email} was not taken`);
      await settle();
    },
    now,
    async advance(ms) {
      // Mail already sent is stamped before the clock moves; then each minute runs what is due then.
      await settle();
      const end = clock + ms;
      while (clock < end) {
        clock = Math.min(end, clock + MINUTE);
        minutes++;
        await runOutbox(local.ctx);
        if (minutes % REMINDERS_EVERY_MINUTES === 0) await runReminders(local.ctx);
        await settle();
      }
    },
    settle,
    close: () => local.close(),
  };
}
