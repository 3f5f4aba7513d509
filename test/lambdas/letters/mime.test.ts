// The raw message that threads an answer under a reply (mime.ts), read back by a maintained MIME
// parser (mailparser, as a mail client or the SES emulator reads it): the same text, HTML, subject
// (non-ASCII too), Reply-To, and the In-Reply-To / References that thread it; ids that could
// inject a header are dropped. And a reply's own thread is read from its headers (reply-mail.ts).
import { describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { cleanMessageId, MAX_REFERENCES, rawMessage } from '../../../lambdas/letters/mime.js';
import { readReplyMail } from '../../../lambdas/inbound/reply-mail.js';
import type { Notification } from '../../../lambdas/store/records.js';

const n: Notification = {
  to: 'bob@example.com',
  subject: 'Re: Dominion [gAme_1234567] — your turn, Zoë',
  text: 'Done: play Militia.\n\nNow: discard 2 cards (Militia)\nYou may write: discard Copper, Estate\n'.repeat(20),
  html: '<p style="margin:0">Done: <b>play Militia</b> — naïve café</p>',
  replyTo: 'r-abc.def@reply.example',
  reason: 'reply',
  thread: { inReplyTo: 'CAF+x1@mail.example.com', references: ['first@mail.example.com', 'CAF+x1@mail.example.com'] },
};

describe('rawMessage', () => {
  it('reads back as the same mail, threaded under the reply', async () => {
    const m = await simpleParser(rawMessage('Dominion by Mail <play@dominion.example>', n));
    expect(m.text).toBe(n.text);
    expect(m.html).toBe(n.html);
    expect(m.subject).toBe(n.subject);
    expect(m.to && !Array.isArray(m.to) ? m.to.value[0].address : null).toBe('bob@example.com');
    expect(m.replyTo?.value[0]!.address).toBe('r-abc.def@reply.example');
    expect(m.from?.value[0]).toMatchObject({ name: 'Dominion by Mail', address: 'play@dominion.example' });
    expect(m.inReplyTo).toBe('<CAF+x1@mail.example.com>');
    expect(m.references).toEqual(['<first@mail.example.com>', '<CAF+x1@mail.example.com>']);
  });

  it('keeps at most MAX_REFERENCES ids, the newest, and drops any that could break a header', async () => {
    const many = Array.from({ length: 15 }, (_, i) => `id${i}@x.example`);
    const raw = rawMessage('play@dominion.example', {
      ...n,
      thread: { inReplyTo: 'bad\r\nBcc: eve@evil.example', references: [...many, 'a b@x', '<x>@y'] },
    });
    expect(raw).not.toMatch(/^Bcc:/m);
    expect(raw).not.toMatch(/^In-Reply-To:/m);
    const m = await simpleParser(raw);
    expect(m.references).toEqual(many.slice(-MAX_REFERENCES).map((r) => `<${r}>`));
    expect(m.bcc).toBeUndefined();
  });

  it('without a thread: no threading headers', () => {
    const { thread: _, ...plain } = n;
    expect(rawMessage('play@dominion.example', plain)).not.toMatch(/^(In-Reply-To|References):/m);
  });

  it('cleanMessageId: an id without its brackets, or null', () => {
    expect(cleanMessageId(' <abc@x.example> ')).toBe('abc@x.example');
    expect(cleanMessageId('')).toBeNull();
    expect(cleanMessageId('a b@x')).toBeNull();
    expect(cleanMessageId('é@x')).toBeNull();
    expect(cleanMessageId('x'.repeat(300))).toBeNull();
  });
});

describe("a reply's thread", () => {
  it('References, else In-Reply-To, oldest first', async () => {
    const mail = (headers: string[]) =>
      Buffer.from(
        [
          ...headers,
          'From: bob@example.com',
          'To: r-1@reply.example',
          'Subject: Re: x',
          'Message-ID: <me@phone.example>',
          '',
          'play Militia',
          '',
        ].join('\r\n'),
      );
    const withRefs = await readReplyMail(mail(['References: <a@x> <b@x>', 'In-Reply-To: <b@x>']));
    expect(withRefs).toMatchObject({
      messageId: 'me@phone.example',
      references: ['a@x', 'b@x'],
      lines: ['play Militia'],
    });
    expect((await readReplyMail(mail(['In-Reply-To: <b@x>']))).references).toEqual(['b@x']);
    expect((await readReplyMail(mail([]))).references).toEqual([]);
  });
});
