// A question asked of two players at once (both discarding to Alice's Militia): the first to answer
// moves the game on, and the other's answer link, made before that, still answers their own
// question, which waits unchanged — a player who acts only from mail is never left with a dead link
// and no new mail. A link whose decision was answered, and a link made before links named their
// decision, stay stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { signToken } from '../../../auth/tokens.js';
import { verifyToken } from '../../../auth/verify.js';
import { answerLinksTo, Clock, clearMail, eventCount, freshUser, http, key, KINGDOM, local } from '../support.js';

const clock = new Clock();
let l: Local;
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

const HAND = ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'];
const SETUP = {
  firstPlayer: 0,
  players: { 0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Estate'] }, 1: { hand: HAND }, 2: { hand: HAND } },
};

/** Alice, Bob and Carol at grace 0, with Alice's opening hand holding a Militia. */
async function threeHumans(alice: string, bob: string, carol: string): Promise<string> {
  const created = await l.call('POST', '/games', {
    token: l.token(alice),
    body: {
      name: 'Alice',
      seats: [
        { email: bob, name: 'Bob' },
        { email: carol, name: 'Carol' },
      ],
      kingdom: KINGDOM,
      mailGraceMinutes: 0,
    },
  });
  expect(created.status, created.raw).toBe(201);
  const gameId = created.body.gameId;
  const meta = (await l.ctx.store.getMeta(gameId))!;
  await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, setup } }, meta.version);
  for (const who of [bob, carol])
    expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(who) })).status).toBe(200);
  return gameId;
}
const setup = SETUP;

const press = (gameId: string, token: string, seq: number, answer: string) =>
  http(l, 'POST', `/games/${gameId}/moves`, {
    token,
    body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: answer },
  });

async function claimsOf(token: string) {
  const c = await verifyToken(l.ctx.secret, token, 'answer', clock.now());
  if (c?.aud !== 'answer') throw new Error('not an answer link');
  return c;
}

describe('an answer link to a question asked of two players', () => {
  it('still answers it after the other player answered theirs; a link of an answered decision, or without its decision, does not', async () => {
    const [alice, bob, carol] = [freshUser('alice'), freshUser('bob'), freshUser('carol')];
    await clearMail(l);
    const gameId = await threeHumans(alice, bob, carol);
    const g = (await http(l, 'GET', `/games/${gameId}`, { token: l.token(alice) })).body;
    expect(
      (
        await http(l, 'POST', `/games/${gameId}/moves`, {
          token: l.token(alice),
          body: { gameId, expectedSeq: g.seq, idempotencyKey: key(), move: 'play Militia' },
        })
      ).status,
    ).toBe(200);

    const bobLink = (await answerLinksTo(l, bob, gameId)).find((x) => x.label.startsWith('Discard'))!;
    const carolLink = (await answerLinksTo(l, carol, gameId)).find((x) => x.label.startsWith('Discard'))!;
    const [bobClaims, carolClaims] = [await claimsOf(bobLink.token), await claimsOf(carolLink.token)];
    expect(carolClaims.seq).toBe(bobClaims.seq);
    expect(carolClaims.did).toBeTypeOf('number');
    // The same link as a mail before this change would have carried it: no decision named.
    const { did: _did, exp: _exp, aud: _aud, ...rest } = carolClaims;
    const legacy = signToken(l.ctx.secret, { aud: 'answer', ...rest }, clock.now() + 3_600_000);

    expect((await press(gameId, bobLink.token, bobClaims.seq, bobClaims.ans)).status).toBe(200);
    // Carol's question waits as it was: her link's page offers it, and its press makes it.
    const page = await http(l, 'GET', `/games/${gameId}`, { token: carolLink.token });
    expect(page.body.answerLink!.status).toBe('ready');
    expect((await http(l, 'GET', `/games/${gameId}`, { token: legacy })).body.answerLink!.status).toBe('stale');
    const n0 = await eventCount(l, gameId);
    const made = await press(gameId, carolLink.token, carolClaims.seq, carolClaims.ans);
    expect(made.status, made.raw).toBe(200);
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
    const carolView = (await http(l, 'GET', `/games/${gameId}`, { token: l.token(carol) })).body.view;
    expect(carolView!.you!.hand).toHaveLength(3);
    // Pressed again: a repeat, nothing new written; Bob's own link, its decision answered: done.
    expect((await press(gameId, carolLink.token, carolClaims.seq, carolClaims.ans)).body.duplicate).toBe(true);
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
    expect((await http(l, 'GET', `/games/${gameId}`, { token: bobLink.token })).body.answerLink!.status).toBe('done');
    // Another of Bob's links to the question he answered is stale, and refused when pressed.
    const other = (await answerLinksTo(l, bob, gameId)).find(
      (x) => x.label.startsWith('Discard') && x.token !== bobLink.token,
    );
    if (other) {
      const c = await claimsOf(other.token);
      expect((await press(gameId, other.token, c.seq, c.ans)).status).toBe(409);
      expect(await eventCount(l, gameId)).toBe(n0 + 1);
    }
  });
});
