// Answering a request to take moves back from the mail, on dynalite and the SES emulator: the
// request's mail lists Accept and Refuse as answer links bound to that request (a GET only reads;
// one press answers, a double press lands once; another player's answer in between leaves the link
// good; once the request is closed the link is stale); the same words work as text moves; each
// point of the game is asked about once; the same undo sent twice at once lands once; and an answer
// link made before a take-back stays stale when the same decision (same id) is asked again after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { loadGame } from '../../../lambdas/kernel/replay.js';
import { verifyToken } from '../../../auth/verify.js';
import { clearMail, eventCount, freshUser, key, local, mail, newGame, whoOwes, KINGDOM } from '../support.js';

let l: Local;
beforeAll(async () => {
  l = await local();
});
afterAll(async () => {
  await l?.close();
});

interface Link {
  label: string;
  token: string;
}

const read = async (as: string, gameId: string) =>
  (await l.call('GET', `/games/${gameId}`, { token: as.includes('@') ? l.token(as) : as })).body;
const post = (token: string, gameId: string, body: Record<string, unknown>) =>
  l.call('POST', `/games/${gameId}/moves`, { token, body: { gameId, idempotencyKey: key(), ...body } });
const undo = (email: string, gameId: string, expectedSeq: number, action: string) =>
  post(l.token(email), gameId, { expectedSeq, undo: action });
const move = (email: string, gameId: string, expectedSeq: number, m: unknown) =>
  post(l.token(email), gameId, { expectedSeq, move: m });
/** A press on the confirmation page: the link's answer as the text move, at the link's seq (as the web sends it). */
async function press(link: Link, gameId: string) {
  const c = await verifyToken(l.ctx.secret, link.token, 'answer', l.ctx.now());
  if (c?.aud !== 'answer') throw new Error('not an answer link');
  return post(link.token, gameId, { expectedSeq: c.seq, move: c.ans });
}

/** The answer links of the newest mail to `to` about the game whose text matches. */
async function linksIn(to: string, gameId: string, subject: RegExp): Promise<Link[]> {
  for (let i = 0; i < 50; i++) {
    const m = (await mail(l))
      .filter(
        (x) =>
          x.destination.to.includes(to) &&
          x.subject.includes(gameId) &&
          subject.test(`${x.subject}\n${x.body.text ?? ''}`),
      )
      .at(-1);
    const links = [...(m?.body.text ?? '').matchAll(/^ {2}(.+): \S+\/games\/[\w-]+\/answer\?token=([\w.-]+)$/gm)].map(
      (x) => ({ label: x[1], token: x[2] }),
    );
    if (links.length) return links;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer links reached ${to}`);
}

/** A game of humans where the first player has ended a turn and asked to take it back. */
async function asked(humans: number) {
  const emails = Array.from({ length: humans }, (_, i) => freshUser(`u${i}`));
  const gameId = await newGame(
    l,
    emails[0],
    emails.slice(1).map((email) => ({ email })),
  );
  const { email: first } = await whoOwes(l, gameId, emails);
  const start = await read(first, gameId);
  const ended = await move(first, gameId, start.seq, { type: 'endTurn' });
  const ask = await undo(first, gameId, ended.body.seq, 'ask');
  expect(ask.status, ask.raw).toBe(200);
  return { gameId, first, others: emails.filter((e) => e !== first), start, askSeq: ask.body.appliedSeq as number };
}

describe('answering a request to take back from the mail', () => {
  it('Accept and Refuse links: reading never answers, one press accepts (once), then both links are spent', async () => {
    await clearMail(l);
    const {
      gameId,
      first,
      others: [other],
      start,
      askSeq,
    } = await asked(2);
    const links = await linksIn(other, gameId, /asks to take back the end of their turn 1\./);
    expect(links.map((x) => x.label)).toEqual(['Accept', 'Refuse']);
    const n0 = await eventCount(l, gameId);
    for (const link of links) {
      const r = await read(link.token, gameId);
      expect(r.answerLink).toMatchObject({
        status: 'ready',
        linkSeq: askSeq,
        question: expect.stringMatching(/asks to take back the end of their turn 1\./) as unknown,
      });
    }
    expect(await eventCount(l, gameId)).toBe(n0);
    // Two presses (two tabs): one acceptance, which takes the move back.
    const [a, b] = await Promise.all([press(links[0], gameId), press(links[0], gameId)]);
    expect([a.status, b.status], a.raw + b.raw).toEqual([200, 200]);
    expect([a.body.duplicate, b.body.duplicate].sort()).toEqual([false, true]);
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
    expect((await read(first, gameId)).view).toEqual(start.view);
    expect((await read(links[0].token, gameId)).answerLink!.status).toBe('done');
    expect((await read(links[1].token, gameId)).answerLink!.status).toBe('stale');
    expect((await press(links[1], gameId)).status).toBe(409);
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
  });

  it("with three humans, another player's acceptance leaves the link good; a refusal closes it; one ask per point", async () => {
    await clearMail(l);
    const {
      gameId,
      first,
      others: [p1, p2],
      askSeq,
    } = await asked(3);
    const [accept1] = await linksIn(p1, gameId, /asks to take back/);
    const [accept2, refuse2] = await linksIn(p2, gameId, /asks to take back/);
    expect((await press(accept1, gameId)).status).toBe(200);
    // The game moved on (one acceptance), but the request is the same: p2's links stand.
    expect((await read(refuse2.token, gameId)).answerLink).toMatchObject({ status: 'ready', linkSeq: askSeq });
    expect((await press(accept1, gameId)).body.duplicate).toBe(true);
    const refused = await press(refuse2, gameId);
    expect(refused.status, refused.raw).toBe(200);
    expect(refused.body.undo!.request).toBeNull();
    expect((await read(accept2.token, gameId)).answerLink!.status).toBe('stale');
    expect((await press(accept2, gameId)).status).toBe(409);
    // Asking again for the same moves would only repeat the question: refused, nothing mailed.
    const again = await undo(first, gameId, refused.body.seq, 'ask');
    expect(again.status).toBe(403);
    expect(again.error.message).toMatch(/asked once already to take back to this point of the game/);
  });

  it('undo, accept and refuse as text moves; the same ask sent twice at once lands once', async () => {
    const {
      gameId,
      first,
      others: [other],
      askSeq,
    } = await asked(2);
    const seen = await read(other, gameId);
    expect(seen.undo!.request).toMatchObject({ waitingFor: [seen.seat] });
    const r = await move(other, gameId, askSeq, 'Refuse.');
    expect(r.status, r.raw).toBe(200);
    expect(r.body.undo!.request).toBeNull();
    // The other player ends their turn; the first plays treasures: "undo" takes that back freely.
    const v = await read(first, gameId);
    const owes = (await whoOwes(l, gameId, [first, other])).email;
    expect(owes).toBe(other);
    const ended = await move(other, gameId, v.seq, { type: 'endTurn' });
    const played = await move(first, gameId, ended.body.seq, 'play treasures');
    expect(played.status, played.raw).toBe(200);
    const taken = await move(first, gameId, played.body.seq, 'undo');
    expect(taken.status, taken.raw).toBe(200);
    expect((await loadGame(l.ctx, gameId)).records.at(-1)!.undo).toMatchObject({
      action: 'take',
      count: 1,
      fresh: false,
    });
    // Two identical asks (two tabs, two keys) at once: one request, both answered as made.
    const now = await read(first, gameId);
    const ended2 = await move(first, gameId, now.seq, { type: 'endTurn' });
    const n0 = await eventCount(l, gameId);
    const [a, b] = await Promise.all([
      undo(first, gameId, ended2.body.seq, 'ask'),
      undo(first, gameId, ended2.body.seq, 'ask'),
    ]);
    expect([a.status, b.status], a.raw + b.raw).toEqual([200, 200]);
    expect([a.body.duplicate, b.body.duplicate].sort()).toEqual([false, true]);
    expect(a.body.appliedSeq).toBe(b.body.appliedSeq);
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
  });
});

/** Alice starts with Militia; Bob holds three Coppers and two Estates. */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
    1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
  },
};

describe('a link from before a take-back', () => {
  it('stays stale when the same decision (same id) is asked again after it', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const created = await l.call('POST', '/games', {
      token: l.token(alice),
      body: { name: 'Alice', seats: [{ email: bob, name: 'Bob' }], kingdom: KINGDOM, mailGraceMinutes: 0 },
    });
    const gameId = created.body.gameId;
    const meta = (await l.ctx.store.getMeta(gameId))!;
    await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, setup: SETUP } }, meta.version);
    expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(bob) })).status).toBe(200);
    const played = await move(alice, gameId, 0, 'play Militia');
    const before = (await read(bob, gameId)).view!.decision;
    const [link] = await linksIn(bob, gameId, /Militia/);
    // Militia revealed nothing and Bob has not answered: Alice takes it back freely, and plays it again.
    expect((await move(alice, gameId, played.body.seq, 'undo')).status).toBe(200);
    const again = await move(alice, gameId, played.body.seq + 1, 'play Militia');
    expect(again.status, again.raw).toBe(200);
    const after = (await read(bob, gameId)).view!.decision;
    expect(after!.id).toBe(before!.id);
    // The old link is for the decision before the take-back: stale, and pressing it changes nothing.
    const n0 = await eventCount(l, gameId);
    expect((await read(link.token, gameId)).answerLink!.status).toBe('stale');
    expect((await press(link, gameId)).status).toBe(409);
    expect(await eventCount(l, gameId)).toBe(n0);
  });
});
