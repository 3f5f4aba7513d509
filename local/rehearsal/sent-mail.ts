// The mail the SES emulator took (its `/store`), as the rehearsal's players read it: each mail is
// stamped with the clock when it is first seen, and every surface looks after each call it makes,
// so a stamp is the minute the mail went.
import type { SentMail } from './surface.js';

interface EmulatorMail {
  messageId?: string;
  replyTo?: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Appends to `seen` the mail the emulator took since, stamped `at`. */
export async function readNewMail(sesUrl: string, seen: SentMail[], at: number): Promise<void> {
  const r = await fetch(`${sesUrl}/store`);
  if (!r.ok) throw new Error(`The SES emulator's store answered ${r.status}`);
  const { emails } = (await r.json()) as { emails: EmulatorMail[] };
  for (const m of emails.slice(seen.length)) {
    seen.push({
      to: m.destination.to, subject: m.subject, text: m.body.text ?? '', html: m.body.html ?? '', replyTo: m.replyTo ?? [],
      ...(m.messageId ? { messageId: m.messageId } : {}), at,
    });
  }
}
