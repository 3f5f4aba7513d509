// The SES receipt function's handler (lambdas/jobs/inbound-mail.ts): an SES receipt event names a
// message in the bucket; its moves are made through the same inbound pipeline as the local SMTP
// server's, and SES's verdicts (all must be PASS) keep spam, viruses and spoofed senders from moving
// or being answered; a made-up reply address is dropped before its message is read.
// The bucket is a Map behind the handler's RawMailStore port (no S3 here); the store, the mail
// emulator and the pipeline are the real local ones.
import { describe, expect, it } from 'vitest';
import { onInboundMail, type RawMailStore } from '../../../lambdas/jobs/inbound-mail.js';
import { eventCount, freshUser, mail, memoryLocalPerFile, newGame, whoOwes } from '../support.js';

const l = memoryLocalPerFile();

const bucket = new Map<string, Buffer | null>();
/** The keys the handler read from the bucket. */
const reads: string[] = [];
const store: RawMailStore = {
  read: async (key) => {
    reads.push(key);
    return bucket.get(key) ?? null;
  },
};
let n = 0;

/** Puts a reply in the bucket and makes the receipt event SES would send for it. */
function received(from: string, to: string, text: string, verdicts: Partial<Record<string, string | null>> = {}) {
  const messageId = `ses-${process.pid}-${n++}`;
  bucket.set(
    `inbound/${messageId}`,
    Buffer.from(
      [
        `From: ${from}`,
        `To: ${to}`,
        'Subject: Re: your turn',
        `Message-ID: <${messageId}@mail.example>`,
        '',
        text,
      ].join('\r\n'),
    ),
  );
  // null: the verdict is missing from the event.
  const status = (k: string) => (verdicts[k] === null ? undefined : { status: verdicts[k] ?? 'PASS' });
  return {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: {
          mail: { messageId, source: from, destination: [to] },
          receipt: {
            recipients: [to],
            spamVerdict: status('spam'),
            virusVerdict: status('virus'),
            spfVerdict: status('spf'),
            dkimVerdict: status('dkim'),
            dmarcVerdict: status('dmarc'),
          },
        },
      },
    ],
  };
}

async function game() {
  const a = freshUser('alice');
  const b = freshUser('bob');
  const gameId = await newGame(l, a, [{ email: b }]);
  const { email } = await whoOwes(l, gameId, [a, b]);
  // The SES emulator stores a Reply-To the CaughtMail type leaves out.
  const m = (await mail(l)).filter((x) => x.destination.to.includes(email)).at(-1) as unknown as { replyTo: string[] };
  return { gameId, email, replyTo: m.replyTo[0] };
}

describe('the SES receipt function', () => {
  it('reads the message from the bucket and makes its moves', async () => {
    const { gameId, email, replyTo } = await game();
    const n0 = await eventCount(l, gameId);
    const [out] = await onInboundMail(l.ctx, store, 'inbound/', received(email, replyTo, 'play treasures\nbuy Copper'));
    expect(out).toMatchObject({ kind: 'answered', report: { done: ['play treasures', 'buy Copper'], failed: null } });
    expect(await eventCount(l, gameId)).toBe(n0 + 2);
  });

  it('any verdict other than PASS (spam, virus, SPF, DKIM, DMARC; GRAY or missing too): nothing done and no answer', async () => {
    const { gameId, email, replyTo } = await game();
    const n0 = await eventCount(l, gameId);
    const mails0 = (await mail(l)).length;
    for (const v of [
      { spam: 'FAIL' },
      { virus: 'FAIL' },
      { dmarc: 'FAIL' },
      { spf: 'FAIL' },
      { dkim: 'FAIL' },
      { dmarc: 'GRAY' },
      { spam: 'GRAY' },
      { spf: 'PROCESSING_FAILED' },
      { dkim: null },
      { dmarc: null },
    ]) {
      const [out] = await onInboundMail(l.ctx, store, 'inbound/', received(email, replyTo, 'play treasures', v));
      expect(out.kind).toBe('dropped');
    }
    expect(await eventCount(l, gameId)).toBe(n0);
    expect((await mail(l)).length).toBe(mails0);
  });

  it("a message too large to read, or an event that is not SES's, is dropped", async () => {
    const { gameId, email, replyTo } = await game();
    const n0 = await eventCount(l, gameId);
    const event = received(email, replyTo, 'play treasures');
    bucket.set(`inbound/${event.Records[0].ses.mail.messageId}`, null);
    expect(await onInboundMail(l.ctx, store, 'inbound/', event)).toEqual([
      { kind: 'dropped', why: 'larger than a reply is read' },
    ]);
    expect(await onInboundMail(l.ctx, store, 'inbound/', { Records: [{ eventSource: 'aws:sqs' }] })).toEqual([]);
    expect(
      await onInboundMail(l.ctx, store, 'inbound/', {
        Records: [{ ...event.Records[0], ses: { ...event.Records[0].ses, mail: { messageId: '../../secret' } } }],
      }),
    ).toEqual([]);
    expect(await eventCount(l, gameId)).toBe(n0);
  });

  it('a record with no signed reply address among its recipients is dropped before its message is read', async () => {
    const { replyTo } = await game();
    const [lp, domain] = replyTo.split('@');
    const mails0 = (await mail(l)).length;
    reads.length = 0;
    for (const to of [`${lp.slice(0, -1)}${lp.endsWith('a') ? 'b' : 'a'}@${domain}`, `postmaster@${domain}`]) {
      const [out] = await onInboundMail(
        l.ctx,
        store,
        'inbound/',
        received('victim@elsewhere.example', to, 'play treasures'),
      );
      expect(out).toEqual({ kind: 'dropped', why: 'no signed reply address among the recipients' });
    }
    expect(reads).toEqual([]);
    expect((await mail(l)).length).toBe(mails0);
  });
});
