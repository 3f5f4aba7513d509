// Locally the SES emulator's store is SES's own record of what it accepted, so a send whose
// outcome is unknown (it timed out) can be checked before it is retried: the outbox asks
// `wasSent`, which looks for the same mail (recipient, subject, text) in the emulator's store.
// On AWS there is no such record to read, and such a mail is held for review (lambdas/outbox/deliver.ts).
import type { Mailer } from '../lambdas/kernel/mailer.js';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

export function emulatorMailer(m: Mailer, emulatorUrl: string): Mailer {
  return {
    budgetMs: m.budgetMs,
    send: (n, id) => m.send(n, id),
    async wasSent(n) {
      const r = await fetch(`${emulatorUrl}/store`, { signal: AbortSignal.timeout(5_000) });
      if (!r.ok) return undefined;
      const { emails } = (await r.json()) as { emails: StoredMail[] };
      return emails.some((e) => e.destination.to.includes(n.to) && e.subject === n.subject && e.body.text === n.text);
    },
  };
}
