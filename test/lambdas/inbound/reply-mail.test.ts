// Reading a reply (lambdas/inbound/reply-mail.ts): the moves are the reply's own lines, with quoted
// mail, signatures and list markers gone, from plain text or HTML, each at most MAX_LINE_CHARS (+ an
// ellipsis); the sender is the one plain address of the one From header, lowercased, or none; a
// message over the size limit is refused unread.
import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_CHARS,
  MAX_REPLY_BYTES,
  MAX_REPLY_HTML_CHARS,
  readReplyMail,
  senderOf,
  UnreadableMail,
} from '../../../lambdas/inbound/reply-mail.js';

const message = (headers: string[], body: string) => Buffer.from([...headers, '', body].join('\r\n'));

describe('reading a reply', () => {
  it("keeps the reply's own lines: no quote, no signature, no bullets or end punctuation", async () => {
    const m = await readReplyMail(
      message(
        [
          'From: Alice <Alice@Example.COM>',
          'To: Play-ABC@reply.example',
          'Subject: Re: your turn',
          'Message-ID: <m1@x>',
        ],
        [
          'Play treasures',
          '',
          '- buy Gold.',
          '2) end turn',
          '',
          'On Tue, 1 Jan 2030 at 10:00, Dominion <dominion@x>',
          'wrote:',
          '> buy Province',
          '> Your hand: Gold',
          '',
          '-- ',
          'Alice',
        ].join('\r\n'),
      ),
    );
    expect(m).toEqual({
      sender: 'alice@example.com',
      messageId: 'm1@x',
      references: [],
      lines: ['Play treasures', 'buy Gold', 'end turn'],
      // As written, for table talk: the end punctuation kept.
      typed: ['Play treasures', 'buy Gold.', 'end turn'],
    });
  });

  it('reads an HTML-only reply, and a phone\'s "Sent from" line is not a move', async () => {
    const html = await readReplyMail(
      message(
        ['From: a@b.example', 'To: x@y.example', 'Content-Type: text/html; charset=utf-8'],
        '<div>buy Gold<br>end turn</div><div>Sent from my iPhone</div>',
      ),
    );
    expect(html.lines).toEqual(['buy Gold', 'end turn']);
  });

  it('a reply of only quoted text has no lines', async () => {
    const m = await readReplyMail(
      message(
        ['From: a@b.example', 'To: x@y.example'],
        'On Tue, 1 Jan 2030, Dominion wrote:\r\n> play treasures\r\n> buy Gold',
      ),
    );
    expect(m.lines).toEqual([]);
  });

  it('refuses a message over the limit before parsing it', async () => {
    await expect(readReplyMail(Buffer.alloc(MAX_REPLY_BYTES + 1, 'a'))).rejects.toBeInstanceOf(UnreadableMail);
  });

  it('cuts a long line to MAX_LINE_CHARS and marks it, so it is never a move', async () => {
    const m = await readReplyMail(message(['From: a@b.example'], `play treasures\r\nbuy ${'x'.repeat(10_000)}`));
    expect(m.lines.map((l) => l.length)).toEqual(['play treasures'.length, MAX_LINE_CHARS + 1]);
    expect(m.lines[1].endsWith('…')).toBe(true);
  });

  it('refuses HTML too long to convert', async () => {
    const html = '<div><b>x</b></div>'.repeat(Math.ceil(MAX_REPLY_HTML_CHARS / 19) + 1);
    await expect(
      readReplyMail(message(['From: a@b.example', 'Content-Type: text/html; charset=utf-8'], html)),
    ).rejects.toBeInstanceOf(UnreadableMail);
  });
});

describe('the sender', () => {
  const from = (...lines: string[]) => senderOf(message([...lines, 'To: x@y.example'], 'hi'));
  const b64 = (s: string) => Buffer.from(s).toString('base64');

  it('is the one plain address of the one From header, with or without a display name (encoded or quoted)', () => {
    expect(from('From: Seat@Example.com')).toBe('seat@example.com');
    expect(from('From: "Doe, Jo" <jo@example.com>')).toBe('jo@example.com');
    expect(from('From: =?utf-8?Q?Ren=C3=A9?= <rene@example.com>')).toBe('rene@example.com');
    expect(from('from:\r\n  Jo <jo@example.com>')).toBe('jo@example.com');
  });

  it('is none when ambiguous: two From headers, two addresses, a group, an address inside an encoded word, a comment', () => {
    expect(from('From: mallory@evil.example', 'From: seat@example.com')).toBeNull();
    expect(from('From: seat@example.com', 'FROM : mallory@evil.example')).toBeNull();
    expect(from('From: seat@example.com, mallory@evil.example')).toBeNull();
    expect(from('From: friends: seat@example.com;')).toBeNull();
    expect(from(`From: =?utf-8?B?${b64('Anyone <seat@example.com>')}?=`)).toBeNull();
    expect(from('From: =?utf-8?Q?Anyone_<seat@example.com>?=')).toBeNull();
    expect(from(`From: Anyone <=?utf-8?B?${b64('seat@example.com')}?=>`)).toBeNull();
    expect(from('From: "x <seat@example.com>" <mallory@evil.example>')).toBeNull();
    expect(from('From: seat@example.com (Seat)')).toBeNull();
    expect(from('To: seat@example.com')).toBeNull();
  });
});
