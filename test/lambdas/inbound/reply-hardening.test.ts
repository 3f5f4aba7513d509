// The inbound pipeline against hostile mail (inbound/inbound.ts), on the local runtime's in-memory
// store and mail emulator: a From that names the seat ambiguously makes no move; a made-up reply
// address is dropped before the message is read and gets no answer (no backscatter); a refusal to
// another sender copies nothing of the mail and comes at most REFUSALS_PER_HOUR times an hour; a
// reply of very long or very many lines gets an answer that always fits in an outbox item.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { receiveReply, REFUSALS_PER_HOUR } from '../../../lambdas/inbound/inbound.js';
import { MAX_REPLY_BYTES } from '../../../lambdas/inbound/reply-mail.js';
import { clearMail, eventCount, freshUser, mail, memoryLocalPerFile, newGame, whoOwes } from '../support.js';

/** DynamoDB's largest item: an answer is one notification of a MAIL# outbox item. */
const MAX_ITEM_BYTES = 400 * 1024;

const l = memoryLocalPerFile();

let n = 0;
/** A raw reply with these header lines (From among them) and body; a fresh Message-ID. */
const raw = (headers: string[], body: string) =>
  Buffer.from(
    [
      ...headers,
      'Subject: Re: WIN $1000 NOW',
      `Message-ID: <hostile-${process.pid}-${n++}@mail.example>`,
      '',
      body,
    ].join('\r\n'),
  );

/** A two-human game, whoever moves first, and the reply address of their "your move" mail. */
async function game() {
  const [a, b] = [freshUser('alice'), freshUser('bob')];
  const gameId = await newGame(l, a, [{ email: b }]);
  const { email } = await whoOwes(l, gameId, [a, b]);
  // The SES emulator stores a Reply-To the CaughtMail type leaves out.
  const m = (await mail(l)).filter((x) => x.destination.to.includes(email)).at(-1) as unknown as { replyTo: string[] };
  return { gameId, email, replyTo: m.replyTo[0] };
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('a From that names the seat ambiguously', () => {
  it('two From headers, or an address hidden in an encoded word: no move, and the seat is not answered', async () => {
    const { gameId, email, replyTo } = await game();
    const n0 = await eventCount(l, gameId);
    await clearMail(l);
    const froms = [
      ['From: mallory@evil.example', `From: ${email}`],
      [`From: =?utf-8?B?${b64(`Anyone <${email}>`)}?=`],
      [`From: =?utf-8?Q?Anyone_<${email}>?=`],
      [`From: ${email}, mallory@evil.example`],
      [`From: =?utf-8?B?${b64(`<${email}>`)}?= <mallory@evil.example>`],
    ];
    for (const from of froms) {
      const out = await receiveReply(l.ctx, {
        raw: raw([...from, `To: ${replyTo}`], 'play treasures'),
        recipients: [replyTo],
      });
      expect(out.kind, from.join(' / ')).toBe('refused');
    }
    expect(await eventCount(l, gameId)).toBe(n0);
    expect((await mail(l)).filter((m) => m.destination.to.includes(email))).toEqual([]);
  });

  it("one From with an encoded display name before the seat's address is the seat", async () => {
    const { gameId, email, replyTo } = await game();
    const n0 = await eventCount(l, gameId);
    const out = await receiveReply(l.ctx, {
      raw: raw([`From: =?utf-8?Q?Ren=C3=A9?= <${email.toUpperCase()}>`, `To: ${replyTo}`], 'play treasures'),
      recipients: [replyTo],
    });
    expect(out).toMatchObject({ kind: 'answered', report: { done: ['play treasures'] } });
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
  });
});

describe('backscatter', () => {
  it('a made-up reply address with a forged From: dropped before the message is read, and nobody is mailed', async () => {
    const { replyTo } = await game();
    await clearMail(l);
    const [lp, domain] = replyTo.split('@');
    const madeUp = `${lp.slice(0, -1)}${lp.endsWith('a') ? 'b' : 'a'}@${domain}`;
    for (let i = 0; i < 5; i++) {
      const out = await receiveReply(l.ctx, {
        raw: raw(['From: victim@elsewhere.example', `To: ${madeUp}`], 'play treasures'),
        recipients: [madeUp],
      });
      expect(out).toEqual({ kind: 'dropped', why: 'no signed reply address among the recipients' });
    }
    // Not even read: a message no parser would take is dropped for its address, not for its size.
    const huge = Buffer.alloc(MAX_REPLY_BYTES + 1, 'a');
    expect(await receiveReply(l.ctx, { raw: huge, recipients: [madeUp] })).toEqual({
      kind: 'dropped',
      why: 'no signed reply address among the recipients',
    });
    expect(await mail(l)).toEqual([]);
  });

  it('another sender on a real address: a refusal with a fixed subject and nothing of the mail, at most 5 an hour', async () => {
    const { gameId, replyTo } = await game();
    const n0 = await eventCount(l, gameId);
    const victim = freshUser('victim');
    await clearMail(l);
    const outs = [];
    for (let i = 0; i < REFUSALS_PER_HOUR + 3; i++) {
      outs.push(
        await receiveReply(l.ctx, {
          raw: raw([`From: ${victim}`, `To: ${replyTo}`], 'CLICK http://evil.example/win'),
          recipients: [replyTo],
        }),
      );
    }
    const sent = (await mail(l)).filter((m) => m.destination.to.includes(victim));
    expect(sent).toHaveLength(REFUSALS_PER_HOUR);
    for (const m of sent) {
      expect(m.subject).toBe('Your reply to Dominion by Mail');
      // What the product wrote (not the emulator's message id or the envelope, which hold digits of their own).
      expect(JSON.stringify({ subject: m.subject, body: m.body })).not.toMatch(
        /WIN|\$1000|evil\.example|CLICK|hostile-/,
      );
    }
    expect(outs.map((o) => o.kind === 'refused' && o.answered)).toEqual([
      ...Array<boolean>(REFUSALS_PER_HOUR).fill(true),
      false,
      false,
      false,
    ]);
    expect(await eventCount(l, gameId)).toBe(n0);
  });
});

describe('long and many lines', () => {
  it('a line of 240 KB: nothing is done and the answer quotes a few characters of it', async () => {
    const { gameId, email, replyTo } = await game();
    const n0 = await eventCount(l, gameId);
    const out = await receiveReply(l.ctx, {
      raw: raw([`From: ${email}`, `To: ${replyTo}`], `play treasures\r\nbuy ${'x'.repeat(240 * 1024)}`),
      recipients: [replyTo],
    });
    expect(out).toMatchObject({ kind: 'answered', report: { done: [] } });
    if (out.kind !== 'answered') return;
    expect(out.answer.text).toMatch(/longer than 200 characters/);
    expect(Buffer.byteLength(JSON.stringify(out.answer))).toBeLessThan(64 * 1024);
    expect(await eventCount(l, gameId)).toBe(n0);
  });

  it('whatever the lines (long, many, moves among them), the answer fits in an outbox item', async () => {
    const { email, replyTo } = await game();
    const line = fc.oneof(
      fc.constantFrom('play treasures', 'buy Copper', 'end turn', 'buy Gold', 'undo'),
      fc.string({ maxLength: 300 }),
      {
        arbitrary: fc
          .tuple(fc.constantFrom('buy ', 'play ', ''), fc.integer({ min: 150, max: 120_000 }))
          .map(([w, len]) => w + 'y'.repeat(len)),
        weight: 3,
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 40 }), async (lines) => {
        const body = lines.join('\r\n').slice(0, MAX_REPLY_BYTES - 1024);
        const out = await receiveReply(l.ctx, {
          raw: raw([`From: ${email}`, `To: ${replyTo}`], body),
          recipients: [replyTo],
        });
        if (out.kind === 'answered')
          expect(Buffer.byteLength(JSON.stringify({ outbox: [out.answer] }))).toBeLessThan(MAX_ITEM_BYTES);
      }),
      { numRuns: 25, seed: 22 },
    );
  }, 120_000);
});
