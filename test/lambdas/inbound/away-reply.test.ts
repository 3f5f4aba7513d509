// Time away by reply: `away until …` (or `away … to …`, `back`) as the first line of a reply to a
// game mail sets it on the replier's profile and answers what was set, reading no moves; a date in
// the past or a line it cannot read is answered with why, and nothing changes.
import { describe, expect, it } from 'vitest';
import { LOCAL_MAIL_FROM } from '../../../local/runtime.js';
import { receiveMail } from '../../../lambdas/inbound/receive.js';
import { awayWords } from '../../../lambdas/vacation/words.js';
import { eventCount, freshUser, key, newGame } from '../support.js';
import { capturedMail } from '../captured-mail.js';

const t = capturedMail(Date.parse('2030-01-01T12:00:00Z'));
const { clock, sent } = t;

const raw = (from: string, to: string, text: string) =>
  Buffer.from(
    [`From: ${from}`, `To: ${to}`, 'Subject: Re: your move', `Message-ID: <${key()}@phone.example>`, '', text, ''].join(
      '\r\n',
    ),
  );
async function reply(from: string, to: string, text: string) {
  const out = await receiveMail(t.l.ctx, { raw: raw(from, to, text), recipients: [to] }, LOCAL_MAIL_FROM);
  await t.l.idle();
  return out;
}
const lastTo = (email: string) => sent.filter((n) => n.to === email).at(-1)!;

describe('the reply words', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');
  it('reads until, a span, back; nothing else', () => {
    expect(awayWords(['Away until 2030-01-05'], now)).toEqual({ from: '2030-01-01', until: '2030-01-05' });
    expect(awayWords(['away 2030-01-03 to 2030-01-05'], now)).toEqual({ from: '2030-01-03', until: '2030-01-05' });
    expect(awayWords(['away from 2030-01-03 until 2030-01-05.'], now)).toEqual({
      from: '2030-01-03',
      until: '2030-01-05',
    });
    expect(awayWords(['back'], now)).toBe('back');
    expect(awayWords(['buy Silver'], now)).toBeNull();
    expect(awayWords(['away soon'], now)).toBeNull();
  });
});

describe('away by reply', () => {
  it('sets the time away from a "your move" mail, answers what was set, makes no move', async () => {
    const alice = freshUser('alice');
    const gameId = await newGame(t.l, alice, [{ bot: 'big-money' }]);
    await t.l.idle();
    const mailed = lastTo(alice);
    expect(mailed.replyTo).toBeTruthy();
    const events = await eventCount(t.l, gameId);
    const out = await reply(alice, mailed.replyTo!, 'away until 2030-01-10\n\n> quoted mail');
    expect(out).toMatchObject({ kind: 'away', gameId });
    expect((await t.l.ctx.store.getProfile(alice))?.away).toEqual({
      from: Date.parse('2030-01-01T00:00:00Z'),
      until: Date.parse('2030-01-10T00:00:00Z'),
    });
    expect(lastTo(alice).text).toMatch(/You are away from 2030-01-01 until 2030-01-10/);
    expect(await eventCount(t.l, gameId)).toBe(events);
    // "back" ends it now.
    clock.advance(3_600_000);
    await reply(alice, mailed.replyTo!, 'back');
    expect((await t.l.ctx.store.getProfile(alice))?.away?.until).toBe(clock.now());
    expect(lastTo(alice).text).toMatch(/You are back/);
  });

  it('a date in the past or a line it cannot read: answered with why and the forms, nothing set', async () => {
    const bob = freshUser('bob');
    await newGame(t.l, bob, [{ bot: 'big-money' }]);
    await t.l.idle();
    const to = lastTo(bob).replyTo!;
    await reply(bob, to, 'away 2029-12-01 to 2029-12-05');
    expect(lastTo(bob).subject).toMatch(/not set/);
    expect(lastTo(bob).text).toMatch(/away\.from: 2029-12-01 is in the past/);
    expect(lastTo(bob).text).toContain('away until 2026-12-05 / away 2026-12-01 to 2026-12-05 / back');
    await reply(bob, to, 'away for a while');
    expect(lastTo(bob).text).toMatch(/"away for a while" is not a time away I can read/);
    expect(await t.l.ctx.store.getProfile(bob)).toBeNull();
  });
});
