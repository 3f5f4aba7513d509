// A reply to a game mail as a mail client writes it: From the player, To the mail's Reply-To,
// "Re: " and the mail's subject, In-Reply-To and References naming the mail, a Message-ID of its
// own, and the player's lines above the quoted original ("On <date>, <sender> wrote:" and "> "
// lines), in plain text with CRLF line ends. The inbound pipeline must find the moves above the quote.
import { randomUUID } from 'node:crypto';
import type { SentMail } from '../surface.js';

export interface ReplyDraft {
  from: string;
  /** The mail answered. */
  to: SentMail;
  /** The player's lines, one move per line. */
  lines: readonly string[];
  /** When it is written (the surface's clock). */
  at: number;
}

/** A header value in ASCII: as is, or as an RFC 2047 encoded word when it holds anything else. */
const headerText = (s: string) =>
  /^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`;

/** The message id as a header writes it (<id>); an id without a host gets one, as a client's would. */
const bracketed = (id: string) => `<${id.includes('@') ? id : `${id}@mail.example`}>`;

/** The raw message (RFC 5322) and where it is addressed (the envelope's recipient). */
export function replyMime(d: ReplyDraft): { raw: string; recipient: string } {
  const recipient = d.to.replyTo[0];
  if (!recipient) throw new Error(`The mail "${d.to.subject}" has no reply address.`);
  const date = new Date(d.at).toUTCString().replace('GMT', '+0000');
  const parent = d.to.messageId ? bracketed(d.to.messageId) : null;
  const headers = [
    `From: ${d.from}`,
    `To: ${recipient}`,
    `Subject: ${headerText(d.to.subject.startsWith('Re: ') ? d.to.subject : `Re: ${d.to.subject}`)}`,
    `Date: ${date}`,
    `Message-ID: <${randomUUID()}@client.example>`,
    ...(parent ? [`In-Reply-To: ${parent}`, `References: ${parent}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const quoted = d.to.text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'));
  const body = [...d.lines, '', `On ${date}, Dominion by Mail wrote:`, ...quoted, ''];
  return { raw: [...headers, '', ...body].join('\r\n'), recipient };
}
