// A player's mail in a browser test: the newest mail that matches, waited for, and a genuine reply
// to it over SMTP (nodemailer) to the stack's SMTP server, as a mail client sends it.
import nodemailer from 'nodemailer';
import { MAIL_WAIT_MS, type E2E, type Mail } from '../support.js';

/** A caught mail with the Reply-To the SES emulator keeps (a game mail that takes replies has one). */
export type ReplyableMail = Mail & { replyTo?: string[] };

/** The newest mail to `to` that passes `test`, waiting for it (up to MAIL_WAIT_MS). */
export async function newestMail(
  e2e: E2E,
  to: string,
  test: (m: ReplyableMail) => boolean,
  what: string,
): Promise<ReplyableMail> {
  for (const until = Date.now() + MAIL_WAIT_MS; ; ) {
    const theirs = ((await e2e.mails()) as ReplyableMail[]).filter((x) => x.destination.to.includes(to));
    const m = theirs.filter(test).at(-1);
    if (m) return m;
    if (Date.now() > until) {
      const last = theirs.at(-1);
      throw new Error(
        `No ${what} mail reached ${to} within ${MAIL_WAIT_MS / 1000} s; the last one to them: ${last ? `"${last.subject}": ${last.body.text}` : 'none'}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `from` replies to `mail` (to its Reply-To) with `text` over SMTP. */
export async function replyByMail(e2e: E2E, from: string, mail: ReplyableMail, text: string): Promise<void> {
  const to = mail.replyTo?.[0];
  if (!to) throw new Error(`The mail "${mail.subject}" has no reply address.`);
  const [host, port] = e2e.stack.smtpAddress.split(':');
  const t = nodemailer.createTransport({ host, port: Number(port), secure: false, ignoreTLS: true });
  try {
    await t.sendMail({ from, to, subject: `Re: ${mail.subject}`, text: `${text}\n` });
  } finally {
    t.close();
  }
}
