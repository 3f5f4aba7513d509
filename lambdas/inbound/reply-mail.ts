// Reading a reply by mail: the raw message (MIME, parsed by mailparser) → who sent it, and the
// moves it holds, one per line, after the quoted mail and the signature are cut away
// (email-reply-parser). Everything is bounded: the message's size before parsing, the HTML
// converted to text, the length and number of move lines. No I/O and no game knowledge: inbound.ts
// acts on it. The sender is read from the raw header section, not from mailparser's merged view:
// exactly one From header holding exactly one plain address, or no sender at all.
import { simpleParser } from 'mailparser';
import EmailReplyParser from 'email-reply-parser';
import { cleanMessageId, MAX_REFERENCES } from '../letters/mime.js';

/** Larger messages are refused unread (a reply of a few moves is a few KB, even as HTML). */
export const MAX_REPLY_BYTES = 256 * 1024;
/**
 * The most HTML converted to text (an HTML-only reply): the conversion is synchronous, a few ms per
 * KB, so this bounds it to a fraction of a second. A "your move" mail's HTML is about 6 KB, so a reply
 * quoting a long thread of them fits; larger HTML makes the message unreadable.
 */
export const MAX_REPLY_HTML_CHARS = 96 * 1024;
/** More move lines than this and nothing is done: a reply is a turn or two, not a game. */
export const MAX_REPLY_MOVES = 30;
/** No move is longer; a longer line is kept cut to this plus an ellipsis, so it is never a move. */
export const MAX_LINE_CHARS = 200;
/** The most header bytes read for the From check (the whole message is bounded anyway). */
const MAX_HEADER_BYTES = 64 * 1024;

export interface ReplyMail {
  /** The one address of the one From header, normalised; null when there is not exactly one plain address. */
  sender: string | null;
  /** The Message-ID header (without <>), or null. */
  messageId: string | null;
  /** The ids of the thread it belongs to (References, else In-Reply-To; without <>, oldest first, at most MAX_REFERENCES). */
  references: string[];
  /** Non-empty lines of the reply's own text, list markers and end punctuation dropped, each at most MAX_LINE_CHARS + 1. */
  lines: string[];
  /** The same lines as written, end punctuation kept (table talk posts them so); absent: `lines`. */
  typed?: string[];
}

/** A message that could not be read at all (too large, not MIME, HTML too long to convert). */
export class UnreadableMail extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableMail';
  }
}

/** Lowercased, trimmed, Unicode-normalised: how addresses are compared (seats' emails are stored so). */
export const normalAddress = (a: string) => a.normalize('NFC').trim().toLowerCase();

/** "- buy Gold", "1. buy Gold", "• buy Gold." → "buy Gold": what phones and habits add around a move. */
export function cleanLine(line: string): string {
  return typedLine(line)
    .replace(/[.;]+$/, '')
    .trim();
}

/** A line as written, only its list marker dropped: "- Thanks, see you." → "Thanks, see you.". */
const typedLine = (line: string) => line.trim().replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, '');

/** A line cut to MAX_LINE_CHARS and marked, when longer: it is then longer than any move. */
const capLine = (line: string) => (line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line);

/** The reply's own text: the quoted mail ("On … wrote:", "> " lines) and the signature cut away. */
export function replyText(text: string): string {
  return new EmailReplyParser().parseReply(text.replace(/\r\n?/g, '\n')).trim();
}

/** The top-level header fields, unfolded, as [lowercased name, value], in order. */
export function rawHeaders(raw: Buffer): [string, string][] {
  const head = raw.subarray(0, MAX_HEADER_BYTES).toString('utf8');
  const end = /\r?\n\r?\n/.exec(head);
  const fields: [string, string][] = [];
  for (const line of (end ? head.slice(0, end.index) : head).split(/\r?\n/)) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) last[1] += line;
    else {
      const colon = line.indexOf(':');
      if (colon > 0) fields.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1)]);
    }
  }
  return fields;
}

/** An address with nothing in it that could change what it means: no spaces, brackets, quotes, comments or lists. */
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/u;

/**
 * The address of a From value, when it holds exactly one plain address: `a@b` or `Name <a@b>`.
 * An encoded word may be a display name, never the address: a From that is only an encoded word
 * (which a reader decodes to "Anyone <someone@…>") has no sender.
 */
export function plainSender(value: string): string | null {
  const v = value.trim();
  const open = v.indexOf('<');
  const addr =
    open < 0
      ? v
      : v.endsWith('>') && open === v.lastIndexOf('<') && v.indexOf('>') === v.length - 1
        ? v.slice(open + 1, -1).trim()
        : null;
  return addr !== null && !addr.includes('=?') && PLAIN_ADDRESS.test(addr) ? normalAddress(addr) : null;
}

/** The sender: the one From header's one plain address, or null (none, several headers, several or hidden addresses). */
export function senderOf(raw: Buffer): string | null {
  const froms = rawHeaders(raw).filter(([name]) => name === 'from');
  return froms.length === 1 ? plainSender(froms[0][1]) : null;
}

export async function readReplyMail(raw: Buffer): Promise<ReplyMail> {
  if (raw.length > MAX_REPLY_BYTES)
    throw new UnreadableMail(`The message is larger than ${MAX_REPLY_BYTES / 1024} KB.`);
  let parsed;
  try {
    // A reply written only as HTML is read as text (over the limit: an error); attachments are skipped, not kept.
    parsed = await simpleParser(raw, {
      maxHtmlLengthToParse: MAX_REPLY_HTML_CHARS,
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
    });
  } catch (e) {
    throw new UnreadableMail(`The message could not be read: ${(e as Error).message}`);
  }
  const own = replyText(parsed.text ?? '')
    .split('\n')
    .filter((l) => cleanLine(l) !== '');
  const lines = own.map((l) => capLine(cleanLine(l)));
  const typed = own.map((l) => capLine(typedLine(l)));
  const messageId = parsed.messageId?.replace(/^<|>$/g, '').slice(0, 300) ?? null;
  const thread = [parsed.references ?? parsed.inReplyTo ?? []]
    .flat()
    .flatMap((r) => r.split(/\s+/))
    .flatMap((r) => cleanMessageId(r) ?? []);
  return { sender: senderOf(raw), messageId, references: thread.slice(-MAX_REFERENCES), lines, typed };
}
