// An answer link acts only at its own point of the game, whether it stands for one move or several:
// Alice's "Play all Treasures, buy Silver and end your turn" link, once she has played that turn at
// the table and Bob has played his, is stale on its page and refused (409, nothing written) when
// pressed — by the page's button (the link's seq as expectedSeq) or by a POST of anything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { verifyToken } from '../../../auth/verify.js';
import {
  answerLinksTo,
  autoMove,
  Clock,
  clearMail,
  eventCount,
  freshUser,
  http,
  key,
  local,
  setupGame,
} from '../support.js';

const clock = new Clock();
let l: Local;
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

/** Alice starts with $4 (Silver is her best buy) and no Action; Bob with Coppers and Estates. */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Copper', 'Copper', 'Copper', 'Copper', 'Estate'] },
    1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
  },
};

const game = async (gameId: string, email: string) =>
  (await http(l, 'GET', `/games/${gameId}`, { token: l.token(email) })).body;

const move = async (gameId: string, email: string, text: string) => {
  const g = await game(gameId, email);
  const r = await http(l, 'POST', `/games/${gameId}/moves`, {
    token: l.token(email),
    body: { gameId, expectedSeq: g.seq, idempotencyKey: key(), move: text },
  });
  expect(r.status, r.raw).toBe(200);
};

describe('a stale answer link', () => {
  it('for a whole turn: once the turn was played at the table and the opponent has moved, it makes nothing', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const gameId = await setupGame(l, alice, bob, SETUP);
    const link = (await answerLinksTo(l, alice, gameId)).find(
      (x) => x.label === 'Play all Treasures, buy Silver and end your turn',
    );
    expect(link).toBeDefined();
    const claims = await verifyToken(l.ctx.secret, link!.token, 'answer', clock.now());
    if (claims?.aud !== 'answer') throw new Error('not an answer link');

    // Alice plays that very turn at the table instead; then Bob plays his.
    for (const text of ['play treasures', 'buy Silver', 'end turn']) await move(gameId, alice, text);
    for (let i = 0; i < 10; i++) {
      const b = await game(gameId, bob);
      if (!b.view!.decision) break;
      expect((await autoMove(l, gameId, bob, b)).status).toBe(200);
    }
    expect((await game(gameId, alice)).view!.decision?.kind).toBe('turn');
    const n0 = await eventCount(l, gameId);

    const page = await http(l, 'GET', `/games/${gameId}`, { token: link!.token });
    expect(page.body.answerLink!.status).toBe('stale');
    // The page's button: the link's answer at the link's seq.
    const pressed = await http(l, 'POST', `/games/${gameId}/moves`, {
      token: link!.token,
      body: { gameId, expectedSeq: claims.seq, idempotencyKey: key(), move: claims.ans },
    });
    expect(pressed.status, pressed.raw).toBe(409);
    expect(pressed.error.message).toBe(page.body.answerLink!.message);
    // The link's seq is the only one it may name.
    const now = (await game(gameId, alice)).seq;
    expect(pressed.error.currentSeq).toBe(now);
    expect(
      (
        await http(l, 'POST', `/games/${gameId}/moves`, {
          token: link!.token,
          body: { gameId, expectedSeq: now, idempotencyKey: key(), move: claims.ans },
        })
      ).status,
    ).toBe(403);
    expect(await eventCount(l, gameId)).toBe(n0);
    expect((await http(l, 'GET', `/games/${gameId}`, { token: link!.token })).body.answerLink!.status).toBe('stale');
  });

  it('for one answer: refused with the same words once the game moved on', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const gameId = await setupGame(l, alice, bob, SETUP);
    const links = await answerLinksTo(l, alice, gameId);
    const single = links.find((x) => x.label === 'Buy nothing, end turn');
    expect(single).toBeDefined();
    const claims = await verifyToken(l.ctx.secret, single!.token, 'answer', clock.now());
    if (claims?.aud !== 'answer') throw new Error('not an answer link');
    await move(gameId, alice, 'play treasures');
    const n0 = await eventCount(l, gameId);
    const page = await http(l, 'GET', `/games/${gameId}`, { token: single!.token });
    expect(page.body.answerLink!.status).toBe('stale');
    const pressed = await http(l, 'POST', `/games/${gameId}/moves`, {
      token: single!.token,
      body: { gameId, expectedSeq: claims.seq, idempotencyKey: key(), move: claims.ans },
    });
    expect(pressed.status, pressed.raw).toBe(409);
    expect(pressed.error.message).toBe(page.body.answerLink!.message);
    expect(await eventCount(l, gameId)).toBe(n0);
  });
});
