// Moves by mail reply, end to end on the local runtime: genuine replies sent over SMTP (nodemailer)
// to the local SMTP server, read through the inbound pipeline into the one move pipeline on
// dynalite, answered by mail through the outbox to the SES emulator. Refusals (another sender, an
// expired address, a reply with only quoted text, a reply to an older mail) change nothing; a
// forged address is refused at RCPT TO; a reply racing a web move lands exactly one; a mail delivered twice moves once; the
// answer is threaded under the reply (the thread's headers on the wire: mail-thread.int.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import type { DynaliteLocal } from '../../../local/runtime.js';
import {
  Clock,
  clearMail,
  eventCount,
  freshUser,
  key,
  local,
  mail,
  newGame,
  whoOwes,
  type CaughtMail,
} from '../support.js';

type Caught = CaughtMail & { replyTo: string[] };

let l: DynaliteLocal;
const clock = new Clock(Date.now());
beforeAll(async () => {
  l = await local({ smtpPort: 0, now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

/** Sends a reply over SMTP, as a mail client would; resolves once the server accepted it (moves made). */
async function reply(o: { from: string; to: string; text: string; subject?: string; messageId?: string }) {
  const t = nodemailer.createTransport({ host: '127.0.0.1', port: l.smtpPort!, secure: false, ignoreTLS: true });
  try {
    return await t.sendMail({
      from: o.from,
      to: o.to,
      subject: o.subject ?? 'Re: your move',
      text: o.text,
      ...(o.messageId ? { messageId: o.messageId } : {}),
    });
  } finally {
    t.close();
  }
}

/** The newest mail to `to`. */
async function lastMailTo(to: string): Promise<Caught> {
  const all = (await mail(l)) as Caught[];
  const mine = all.filter((m) => m.destination.to.includes(to));
  if (!mine.length) throw new Error(`no mail to ${to}`);
  return mine.at(-1)!;
}

const quoted = (lines: string) =>
  `${lines}\n\nOn Tue, 1 Jan 2030 at 10:00, Dominion <dominion@localhost> wrote:\n> you're up. Your hand: Copper, Copper\n> buy Province\n\n-- \nsent from my phone`;

/** A two-human game and whoever moves first, with the reply address of their "your move" mail. */
async function twoHumans() {
  const a = freshUser('alice');
  const b = freshUser('bob');
  const gameId = await newGame(l, a, [{ email: b }]);
  const first = await whoOwes(l, gameId, [a, b]);
  const m = await lastMailTo(first.email);
  return { gameId, a, b, mover: first.email, other: first.email === a ? b : a, replyTo: m.replyTo[0], m };
}

describe('reply by mail', () => {
  it('a "your move" mail carries a short signed reply address, in Reply-To and in its text', async () => {
    const { replyTo, m } = await twoHumans();
    const [localPart, domain] = replyTo.split('@');
    expect(domain).toBe('reply.localhost');
    expect(localPart.length).toBeLessThanOrEqual(64);
    expect(localPart).toMatch(/^play-[a-z2-7]+$/);
    expect(m.body.text).toContain(`Replies go to ${replyTo}`);
  });

  it('moves in a genuine SMTP reply are made in order, recorded as made by reply; a reply that did all it said and leaves nothing owed gets no answer', async () => {
    const { gameId, mover, other, replyTo, m } = await twoHumans();
    const n0 = await eventCount(l, gameId);
    await clearMail(l);
    await reply({
      from: mover.toUpperCase(),
      to: replyTo,
      subject: `Re: ${m.subject}`,
      text: quoted('Play treasures\n- buy Copper.\nend turn'),
    });
    expect(await eventCount(l, gameId)).toBe(n0 + 3);
    const texts = (await l.ctx.store.events(gameId, n0, undefined, 'history')).map((r) => [r.text, r.by, r.via]);
    expect(texts).toEqual([
      ['play treasures', 'human', 'reply'],
      ['buy Copper', 'human', 'reply'],
      ['end turn', 'human', 'reply'],
    ]);
    // Nothing waits for the replier: their next mail is their next question.
    expect(((await mail(l)) as Caught[]).filter((x) => x.destination.to.includes(mover))).toEqual([]);
    // The other player is told it is their move, as after a web move.
    expect((await lastMailTo(other)).body.text).toMatch(/It is your turn/);
  });

  it("the answer goes in the reply's thread: In-Reply-To and References name the reply, sent as a raw message", async () => {
    const { gameId, mover, replyTo } = await twoHumans();
    await clearMail(l);
    await reply({ from: mover, to: replyTo, text: quoted('play treasures'), messageId: '<thread-1@phone.example>' });
    const items = await l.dynamo.queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reply)',
      ExpressionAttributeValues: { ':pk': `GAME#${gameId}`, ':reply': 'MAIL#reply-' },
    });
    expect(items).toHaveLength(1);
    // Under the reply, in the game's thread for the seat (its root first: letters/thread.ts).
    expect((items[0].outbox as { thread?: unknown }[])[0].thread).toEqual({
      inReplyTo: 'thread-1@phone.example',
      references: [expect.stringMatching(new RegExp(`^game\\.${gameId}\\.seat\\d@`)), 'thread-1@phone.example'],
    });
    // The SES emulator read the raw message back: the same answer, and its reply address for what waits now.
    const answer = await lastMailTo(mover);
    expect(answer.body.text).toContain('Done: play treasures.');
    expect(answer.replyTo).toHaveLength(1);
  });

  it('stops at the first move that fails: what failed and why, what was not tried, what may be written now', async () => {
    const { gameId, mover, replyTo } = await twoHumans();
    const n0 = await eventCount(l, gameId);
    await reply({ from: mover, to: replyTo, text: 'play treasures\nbuy Province\nend turn' });
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
    const answer = await lastMailTo(mover);
    expect(answer.body.text).toContain('Done: play treasures.');
    expect(answer.body.text).toMatch(/Not done: "buy Province": .+/);
    expect(answer.body.text).toContain('Not tried after that: "end turn".');
    expect(answer.body.text).toMatch(/You may write: .*end turn/);
    // The answer takes the next reply, for the decision that waits now.
    expect(answer.replyTo).toHaveLength(1);
    expect(answer.replyTo[0]).not.toBe(replyTo);
    await reply({ from: mover, to: answer.replyTo[0], text: 'end turn' });
    expect(await eventCount(l, gameId)).toBe(n0 + 2);
  });

  it('refuses, with an answer and nothing changed: another sender, a forged address, an expired one, a quoted-only reply, an older mail', async () => {
    const { gameId, mover, replyTo } = await twoHumans();
    const n0 = await eventCount(l, gameId);
    const carol = freshUser('carol');
    await reply({ from: carol, to: replyTo, text: 'play treasures' });
    const toCarol = await lastMailTo(carol);
    expect(toCarol.body.text).toMatch(/nothing was done/);
    expect(toCarol.body.text).toMatch(/only from the player's own address/);
    expect(toCarol.body.text).not.toMatch(/hand|Copper|Estate/i);
    // Carol may not have written it: her refusal repeats nothing of the mail, not even its subject.
    expect(toCarol.subject).toBe('Your reply to Dominion by Mail');

    // A changed address is refused at RCPT TO: no message is taken, nobody is answered.
    const [lp, domain] = replyTo.split('@');
    const flipped = lp.slice(0, -1) + (lp.endsWith('a') ? 'b' : 'a');
    const mails0 = (await mail(l)).length;
    await expect(reply({ from: mover, to: `${flipped}@${domain}`, text: 'play treasures' })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(reply({ from: mover, to: `someone@${domain}`, text: 'play treasures' })).rejects.toMatchObject({
      responseCode: 550,
    });
    expect((await mail(l)).length).toBe(mails0);

    await reply({ from: mover, to: replyTo, text: quoted('') });
    expect((await lastMailTo(mover)).body.text).toMatch(/no moves in it/);
    expect(await eventCount(l, gameId)).toBe(n0);

    clock.advance(8 * 24 * 3_600_000);
    try {
      await reply({ from: mover, to: replyTo, text: 'play treasures' });
      expect((await lastMailTo(mover)).body.text).toMatch(/has expired/);
    } finally {
      clock.advance(-8 * 24 * 3_600_000);
    }
    expect(await eventCount(l, gameId)).toBe(n0);

    // Once the mail's decision is answered (from the table), a reply to it is not read against the next one.
    const v = await l.call('GET', `/games/${gameId}`, { token: l.token(mover) });
    const r = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(mover),
      body: { gameId, expectedSeq: v.body.seq, idempotencyKey: key(), move: 'end turn' },
    });
    expect(r.status).toBe(200);
    await reply({ from: mover, to: replyTo, text: 'play treasures' });
    expect((await lastMailTo(mover)).body.text).toMatch(/earlier point of the game/);
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
  });

  it('a mail delivered twice makes its moves once and is answered once', async () => {
    const { gameId, mover, replyTo } = await twoHumans();
    const n0 = await eventCount(l, gameId);
    await clearMail(l);
    const messageId = `<twice-${key()}@example.com>`;
    await reply({ from: mover, to: replyTo, text: 'play treasures\nbuy Copper', messageId });
    await reply({ from: mover, to: replyTo, text: 'play treasures\nbuy Copper', messageId });
    expect(await eventCount(l, gameId)).toBe(n0 + 2);
    const answers = ((await mail(l)) as Caught[]).filter((m) => m.destination.to.includes(mover));
    expect(answers).toHaveLength(1);
  });

  it('a reply racing a web move for the same decision: exactly one lands', async () => {
    for (let round = 0; round < 3; round++) {
      const { gameId, mover, replyTo } = await twoHumans();
      const v = await l.call('GET', `/games/${gameId}`, { token: l.token(mover) });
      const n0 = await eventCount(l, gameId);
      await clearMail(l);
      const [web] = await Promise.all([
        l.call('POST', `/games/${gameId}/moves`, {
          token: l.token(mover),
          body: { gameId, expectedSeq: v.body.seq, idempotencyKey: key(), move: 'end turn' },
        }),
        reply({ from: mover, to: replyTo, text: 'end turn' }),
      ]);
      expect(await eventCount(l, gameId)).toBe(n0 + 1);
      // The web move landing first: the reply is answered (nothing done); the reply first: it did all it said, no answer.
      const answers = ((await mail(l)) as Caught[]).filter((x) => x.destination.to.includes(mover));
      if (web.status === 200) expect(answers.at(-1)?.body.text).toMatch(/Nothing was done/);
      else expect(answers).toEqual([]);
    }
  });
});
