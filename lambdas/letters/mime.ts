// A mail as one raw MIME message (RFC 5322 + 2045–2047), for sends that must carry headers SES's
// SendEmail cannot set: In-Reply-To and References, which thread the answer to a reply by mail under
// that reply in the player's mail client. multipart/alternative with the text and the HTML, each
// base64 in UTF-8; a non-ASCII subject as an encoded word. Pure: no I/O, no clock (SES adds the
// Date and Message-ID headers). Message ids come from mail we received: kept only when they look
// like ids (no spaces, brackets or line breaks), so a reply cannot inject a header.
import { createHash } from 'node:crypto';
import type { Notification } from '../store/records.js';

/** The most message ids a References header carries (the newest kept): mail clients thread on the last few. */
export const MAX_REFERENCES = 10;

/** A message id (without <>) safe to put in a header, or null. */
export function cleanMessageId(id: string): string | null {
  const t = id.trim().replace(/^<|>$/g, '');
  return t.length > 0 && t.length <= 250 && /^[\x21-\x7e]+$/.test(t) && !/[<>\s"]/.test(t) ? t : null;
}

/** A header value: ASCII as is, anything else as one RFC 2047 encoded word per 45 bytes. */
function headerText(s: string): string {
  const flat = s.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(flat)) return flat;
  const words: string[] = [];
  let chunk = '';
  for (const ch of flat) {
    if (Buffer.byteLength(chunk + ch) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join('\r\n ');
}

const base64Lines = (s: string) =>
  (
    Buffer.from(s, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? ['']
  ).join('\r\n');

/**
 * The notification as a raw message from `from`, threaded under `n.thread` when it has one. The
 * boundary is derived from the content (deterministic; it cannot occur in base64 parts).
 */
export function rawMessage(from: string, n: Notification): string {
  const boundary = `=_dominion_${createHash('sha256').update(n.text).update(n.html).digest('hex').slice(0, 24)}`;
  const ids = (n.thread?.references ?? []).flatMap((r) => cleanMessageId(r) ?? []).slice(-MAX_REFERENCES);
  const inReplyTo = n.thread ? cleanMessageId(n.thread.inReplyTo) : null;
  const headers = [
    `From: ${from}`,
    `To: ${n.to}`,
    ...(n.replyTo ? [`Reply-To: ${n.replyTo}`] : []),
    `Subject: ${headerText(n.subject)}`,
    ...(inReplyTo ? [`In-Reply-To: <${inReplyTo}>`] : []),
    ...(ids.length ? [`References: ${ids.map((r) => `<${r}>`).join('\r\n ')}`] : []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) => [
    `--${boundary}`,
    `Content-Type: ${type}; charset=UTF-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ];
  return [...headers, '', ...part('text/plain', n.text), ...part('text/html', n.html), `--${boundary}--`, ''].join(
    '\r\n',
  );
}
