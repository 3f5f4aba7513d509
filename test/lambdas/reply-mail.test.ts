// Reading a reply (lambdas/app/reply-mail.ts): the moves are the reply's own lines, with quoted
// mail, signatures and list markers gone, from plain text or HTML; the sender and recipients
// lowercased; a message over the size limit is refused unread.
import { describe, expect, it } from 'vitest';
import { MAX_REPLY_BYTES, readReplyMail, UnreadableMail } from '../../lambdas/app/reply-mail.js';

const message = (headers: string[], body: string) => Buffer.from([...headers, '', body].join('\r\n'));

describe('reading a reply', () => {
  it('keeps the reply\'s own lines: no quote, no signature, no bullets or end punctuation', async () => {
    const m = await readReplyMail(message(['From: Alice <Alice@Example.COM>', 'To: Play-ABC@reply.example', 'Subject: Re: your turn', 'Message-ID: <m1@x>'],
      ['Play treasures', '', '- buy Gold.', '2) end turn', '', 'On Tue, 1 Jan 2030 at 10:00, Dominion <dominion@x>', 'wrote:', '> buy Province', '> Your hand: Gold', '', '-- ', 'Alice'].join('\r\n')));
    expect(m).toEqual({ from: ['alice@example.com'], to: ['play-abc@reply.example'], subject: 'Re: your turn', messageId: 'm1@x', references: [], lines: ['Play treasures', 'buy Gold', 'end turn'] });
  });

  it('reads an HTML-only reply, and a phone\'s "Sent from" line is not a move', async () => {
    const html = await readReplyMail(message(['From: a@b.example', 'To: x@y.example', 'Content-Type: text/html; charset=utf-8'], '<div>buy Gold<br>end turn</div><div>Sent from my iPhone</div>'));
    expect(html.lines).toEqual(['buy Gold', 'end turn']);
  });

  it('a reply of only quoted text has no lines', async () => {
    const m = await readReplyMail(message(['From: a@b.example', 'To: x@y.example'], 'On Tue, 1 Jan 2030, Dominion wrote:\r\n> play treasures\r\n> buy Gold'));
    expect(m.lines).toEqual([]);
  });

  it('refuses a message over the limit before parsing it', async () => {
    await expect(readReplyMail(Buffer.alloc(MAX_REPLY_BYTES + 1, 'a'))).rejects.toBeInstanceOf(UnreadableMail);
  });
});
