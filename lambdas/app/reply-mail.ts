// Reading a reply by mail: the raw message (MIME, parsed by mailparser) → who sent it, the
// subject, and the moves it holds, one per line, after the quoted mail and the signature are cut
// away (email-reply-parser). Everything is bounded: the message's size before parsing, the HTML
// converted to text, the number of move lines. No I/O and no game knowledge: inbound.ts acts on it.
import { simpleParser, type AddressObject } from 'mailparser';
import EmailReplyParser from 'email-reply-parser';
import { cleanMessageId, MAX_REFERENCES } from './mime.js';

/** Larger messages are refused unread (a reply of a few moves is a few KB, even as HTML). */
export const MAX_REPLY_BYTES = 256 * 1024;
/** More move lines than this and nothing is done: a reply is a turn or two, not a game. */
export const MAX_REPLY_MOVES = 30;
/** The longest subject carried into the answer. */
const MAX_SUBJECT = 200;

export interface ReplyMail {
  /** The From header's addresses, lowercased (a reply has exactly one). */
  from: string[];
  /** To and Cc header addresses, lowercased: where the reply address is looked for when the envelope has none. */
  to: string[];
  subject: string;
  /** The Message-ID header (without <>), or null. */
  messageId: string | null;
  /** The ids of the thread it belongs to (References, else In-Reply-To; without <>, oldest first, at most MAX_REFERENCES). */
  references: string[];
  /** Non-empty lines of the reply's own text, list markers and end punctuation dropped. */
  lines: string[];
}

/** A message that could not be read at all (too large, not MIME). */
export class UnreadableMail extends Error {
  constructor(message: string) { super(message); this.name = 'UnreadableMail'; }
}

/** Lowercased, trimmed, Unicode-normalised: how addresses are compared (seats' emails are stored so). */
export const normalAddress = (a: string) => a.normalize('NFC').trim().toLowerCase();

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.flatMap((v) => (v.address ? [normalAddress(v.address)] : [])));

/** "- buy Gold", "1. buy Gold", "• buy Gold." → "buy Gold": what phones and habits add around a move. */
export function cleanLine(line: string): string {
  return line.trim().replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, '').replace(/[.;]+$/, '').trim();
}

/** The reply's own text: the quoted mail ("On … wrote:", "> " lines) and the signature cut away. */
export function replyText(text: string): string {
  return new EmailReplyParser().parseReply(text.replace(/\r\n?/g, '\n')).trim();
}

export async function readReplyMail(raw: Buffer): Promise<ReplyMail> {
  if (raw.length > MAX_REPLY_BYTES) throw new UnreadableMail(`The message is larger than ${MAX_REPLY_BYTES / 1024} KB.`);
  let parsed;
  try {
    // A reply written only as HTML is read as text; attachments are skipped, not kept.
    parsed = await simpleParser(raw, { maxHtmlLengthToParse: MAX_REPLY_BYTES, skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  } catch (e) {
    throw new UnreadableMail(`The message could not be read: ${(e as Error).message}`);
  }
  const lines = replyText(parsed.text ?? '').split('\n').map(cleanLine).filter((l) => l !== '');
  const messageId = parsed.messageId?.replace(/^<|>$/g, '').slice(0, 300) ?? null;
  const thread = [parsed.references ?? parsed.inReplyTo ?? []].flat().flatMap((r) => r.split(/\s+/)).flatMap((r) => cleanMessageId(r) ?? []);
  return {
    from: addresses(parsed.from),
    to: [...addresses(parsed.to), ...addresses(parsed.cc)],
    subject: (parsed.subject ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SUBJECT),
    messageId,
    references: thread.slice(-MAX_REFERENCES),
    lines,
  };
}
