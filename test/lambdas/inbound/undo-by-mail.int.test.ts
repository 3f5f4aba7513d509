// Undo by mail reply, end to end: genuine replies over SMTP to the local server, through the inbound
// pipeline into the one move pipeline on dynalite. A take-back request's mail takes "yes" / "no" by
// reply, bound to that request (a second reply once it is closed changes nothing); "undo" in a
// reply to a "your move" mail takes the move back; and a reply to a mail from before a take-back
// stays stale even when the same decision (same id) is asked again after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { checkReplyLocalPart, TAKE_BACK_REQUEST } from '../../../auth/reply-address.js';
import { loadGame } from '../../../lambdas/kernel/replay.js';
import {
  Clock,
  eventCount,
  freshUser,
  key,
  local,
  mail,
  newGame,
  whoOwes,
  KINGDOM,
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
async function reply(from: string, to: string, text: string, gameId: string) {
  const t = nodemailer.createTransport({ host: '127.0.0.1', port: l.smtpPort!, secure: false, ignoreTLS: true });
  try {
    await t.sendMail({
      from,
      to,
      subject: `Re: Dominion [${gameId}]`,
      text: `${text}\n\nOn Tue, 1 Jan 2030, Dominion wrote:\n> quoted`,
    });
  } finally {
    t.close();
  }
}

/** The newest mail to `to` about the game whose text matches (waits for the outbox). */
async function mailTo(to: string, gameId: string, subject: RegExp): Promise<Caught> {
  for (let i = 0; i < 60; i++) {
    const m = ((await mail(l)) as Caught[])
      .filter(
        (x) =>
          x.destination.to.includes(to) &&
          x.subject.includes(gameId) &&
          subject.test(`${x.subject}\n${x.body.text ?? ''}`),
      )
      .at(-1);
    if (m) return m;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail ${subject} to ${to}`);
}

const read = async (email: string, gameId: string) =>
  (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;
const post = (email: string, gameId: string, body: Record<string, unknown>) =>
  l.call('POST', `/games/${gameId}/moves`, { token: l.token(email), body: { gameId, idempotencyKey: key(), ...body } });

describe('undo by mail reply', () => {
  it('"yes" in reply to the request\'s mail accepts it; a reply once it is closed changes nothing', async () => {
    const [a, b] = [freshUser('alice'), freshUser('bob')];
    const gameId = await newGame(l, a, [{ email: b }]);
    const { email: first } = await whoOwes(l, gameId, [a, b]);
    const other = first === a ? b : a;
    const start = await read(first, gameId);
    const ended = await post(first, gameId, { expectedSeq: start.seq, move: { type: 'endTurn' } });
    const asked = await post(first, gameId, { expectedSeq: ended.body.seq, undo: 'ask' });
    expect(asked.status, asked.raw).toBe(200);
    const m = await mailTo(other, gameId, /asks to take back/);
    const address = m.replyTo[0];
    expect(m.body.text).toContain(`"yes" (accept) or "no" (refuse). Replies go to ${address}`);
    const check = checkReplyLocalPart(l.ctx.secret, address.split('@')[0], clock.now());
    expect(check).toMatchObject({ ok: true, claims: { decisionId: TAKE_BACK_REQUEST, seq: asked.body.appliedSeq } });
    await reply(other, address, 'Yes', gameId);
    expect((await read(first, gameId)).view).toEqual(start.view);
    const answer = await mailTo(other, gameId, /^Re: /);
    expect(answer.body.text).toContain('Done: agreed: a move taken back.');
    // The request is closed: another reply to the same mail does nothing.
    const n0 = await eventCount(l, gameId);
    await reply(other, address, 'no', gameId);
    expect(await eventCount(l, gameId)).toBe(n0);
  });

  it('"undo" in reply to a "your move" mail takes the move before it back', async () => {
    const [a, b] = [freshUser('alice'), freshUser('bob')];
    const gameId = await newGame(l, a, [{ email: b }]);
    const { email: first } = await whoOwes(l, gameId, [a, b]);
    const before = await read(first, gameId);
    const m = await mailTo(first, gameId, /your turn/);
    await reply(first, m.replyTo[0], 'play treasures\nundo', gameId);
    const g = await loadGame(l.ctx, gameId);
    expect(g.records.at(-1)!.undo).toMatchObject({ action: 'take', count: 1, fresh: false });
    expect((await read(first, gameId)).view).toEqual(before.view);
  });

  it('a reply to a mail from before a take-back stays stale when the same decision is asked again', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    const created = await l.call('POST', '/games', {
      token: l.token(alice),
      body: { name: 'Alice', seats: [{ email: bob, name: 'Bob' }], kingdom: KINGDOM, mailGraceMinutes: 0 },
    });
    const gameId = created.body.gameId;
    const meta = (await l.ctx.store.getMeta(gameId))!;
    const setup = {
      firstPlayer: 0,
      players: {
        0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
        1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
      },
    };
    await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, setup } }, meta.version);
    expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(bob) })).status).toBe(200);
    const played = await post(alice, gameId, { expectedSeq: 0, move: 'play Militia' });
    const before = (await read(bob, gameId)).view!.decision;
    const old = (await mailTo(bob, gameId, /Militia/)).replyTo[0];
    // Alice takes Militia back (nothing was revealed, Bob has not answered) and plays it again.
    expect((await post(alice, gameId, { expectedSeq: played.body.seq, move: 'undo' })).status).toBe(200);
    expect((await post(alice, gameId, { expectedSeq: played.body.seq + 1, move: 'play Militia' })).status).toBe(200);
    expect((await read(bob, gameId)).view!.decision!.id).toBe(before!.id);
    const n0 = await eventCount(l, gameId);
    await reply(bob, old, 'discard Estate, Estate', gameId);
    expect(await eventCount(l, gameId)).toBe(n0);
    expect((await mailTo(bob, gameId, /^Re: /)).body.text).toContain('it has moved on since, so nothing was done');
  });
});
