// Answer links end to end on the real local stack (dynalite, the SES emulator, the API over HTTP):
// the mail for Bob's Militia discard lists his three ways to discard; the link's token reads the
// game and where the link stands (a GET never moves); one POST makes exactly its answer at exactly
// its seq, a double press lands once, a link cannot make another move or open anything else, a
// stale link says so, and an answer link racing a move from the table lands exactly one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { verifyToken } from '../../../auth/verify.js';
import { signToken } from '../../../auth/tokens.js';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import {
  answerLinksTo,
  Clock,
  clearMail,
  eventCount,
  freshUser,
  http,
  key,
  local,
  mail,
  setupGame,
  KINGDOM,
} from '../support.js';

const clock = new Clock();
let l: Local;
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

const HOUR = 3_600_000;
/** Alice starts with Militia; Bob holds three Coppers and two Estates (three ways to discard 2). */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
    1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
  },
};

interface Link {
  label: string;
  token: string;
}

/** A game of Alice and Bob from SETUP, Alice's Militia played: Bob owes the discard. */
async function militiaGame(alice: string, bob: string): Promise<{ gameId: string; seq: number }> {
  const gameId = await setupGame(l, alice, bob, SETUP);
  const play = await l.call('POST', `/games/${gameId}/moves`, {
    token: l.token(alice),
    body: { gameId, expectedSeq: 0, idempotencyKey: key(), move: 'play Militia' },
  });
  expect(play.status, play.raw).toBe(200);
  return { gameId, seq: play.body.seq };
}

const answerOf = async (link: Link) => {
  const c = await verifyToken(l.ctx.secret, link.token, 'answer', clock.now());
  if (c?.aud !== 'answer') throw new Error('not an answer link');
  return c.ans;
};
const press = (gameId: string, link: Link, seq: number, idempotencyKey = key(), move?: string) =>
  answerOf(link).then((ans) =>
    http(l, 'POST', `/games/${gameId}/moves`, {
      token: link.token,
      body: { gameId, expectedSeq: seq, idempotencyKey, move: move ?? ans },
    }),
  );

describe('answer links', () => {
  it('the mail lists the three ways; reading with a link shows the game and never moves; one press lands once', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const { gameId, seq } = await militiaGame(alice, bob);
    const links = await answerLinksTo(l, bob, gameId);
    expect(links.map((x) => x.label)).toEqual([
      'Discard Copper, Copper',
      'Discard Copper, Estate',
      'Discard Estate, Estate',
    ]);
    const n0 = await eventCount(l, gameId);

    // Reading, as often as a mail scanner likes: the game as Bob sees it, the link ready, nothing moved.
    for (let i = 0; i < 3; i++) {
      const r = await http(l, 'GET', `/games/${gameId}`, { token: links[2].token });
      expect(r.status, r.raw).toBe(200);
      expect(r.body.answerLink).toEqual({ status: 'ready', answer: 'discard Estate, Estate', linkSeq: seq });
      expect(r.body.view!.decision!.kind).toBe('cards');
      expect(r.body.view!.you!.hand).toHaveLength(5);
    }
    expect(await eventCount(l, gameId)).toBe(n0);
    // What the link shows is exactly what Bob's own table shows (the privacy test checks that), and where the link stands.
    const { answerLink, ...shown } = (await http(l, 'GET', `/games/${gameId}`, { token: links[0].token })).body;
    expect(shown).toEqual((await http(l, 'GET', `/games/${gameId}`, { token: l.token(bob) })).body);
    expect(answerLink!.status).toBe('ready');

    // Another answer, or another seq, with this link: refused, nothing changed.
    expect((await press(gameId, links[2], seq, key(), 'discard Copper, Copper')).status).toBe(403);
    expect((await press(gameId, links[2], seq + 1)).status).toBe(403);
    expect((await press(gameId, links[2], seq, key(), 'end turn')).status).toBe(403);
    expect(await eventCount(l, gameId)).toBe(n0);

    // Two presses (two tabs, two keys): one move.
    const [a, b] = await Promise.all([press(gameId, links[2], seq), press(gameId, links[2], seq)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.duplicate, b.body.duplicate].sort()).toEqual([false, true]);
    expect(a.body.appliedSeq).toBe(b.body.appliedSeq);
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
    const [ev] = await l.ctx.store.events(gameId, seq + 1, seq + 1, 'all');
    expect(ev).toMatchObject({ seat: 1, text: 'discard Estate, Estate', by: 'human' });
    expect((await http(l, 'GET', `/games/${gameId}`, { token: l.token(bob) })).body.view!.you!.hand).toEqual([
      'Copper',
      'Copper',
      'Copper',
    ]);

    // Afterwards the same link says it was made; the other links say the game moved on, and stay refused.
    expect((await http(l, 'GET', `/games/${gameId}`, { token: links[2].token })).body.answerLink!.status).toBe('done');
    const stale = await http(l, 'GET', `/games/${gameId}`, { token: links[0].token });
    expect(stale.body.answerLink).toMatchObject({ status: 'stale', answer: 'discard Copper, Copper', linkSeq: seq });
    expect(stale.body.view!.decision).toBeNull();
    expect((await press(gameId, links[0], seq)).status).toBe(409);
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
  });

  it('a link opens nothing else: no history, log, games list, new game, join, leave or settings', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const { gameId } = await militiaGame(alice, bob);
    const [link] = await answerLinksTo(l, bob, gameId);
    for (const [method, path, body] of [
      ['GET', `/games/${gameId}/history`],
      ['GET', `/games/${gameId}/history?part=turn`],
      ['GET', `/games/${gameId}/log`],
      ['GET', '/games'],
      ['POST', '/games', { seats: [{ bot: 'big-money' }], kingdom: KINGDOM }],
      ['POST', `/games/${gameId}/join`, {}],
      ['POST', `/games/${gameId}/leave`, {}],
      ['GET', '/me'],
      ['POST', '/me', { notify: 'turn' }],
    ] as const) {
      const r = await http(l, method, path, { token: link.token, ...(body ? { body } : {}) });
      expect(r.status, `${method} ${path}: ${r.raw}`).toBe(403);
      expect(r.raw).not.toMatch(/Copper|Estate/);
    }
    // Someone else's game: 403; another player (Alice) holding Bob's link acts as Bob, who owns it.
    const other = (
      await l.call('POST', '/games', { token: l.token(bob), body: { seats: [{ bot: 'big-money' }], kingdom: KINGDOM } })
    ).body.gameId;
    expect((await http(l, 'GET', `/games/${other}`, { token: link.token })).status).toBe(403);
    // Forged (claims changed) and expired links: 401.
    const [h, , s] = link.token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ aud: 'answer', sub: alice, gid: gameId, seq: 1, ans: 'discard Copper, Copper', exp: 9_999_999_999 })).toString('base64url')}.${s}`;
    expect((await http(l, 'GET', `/games/${gameId}`, { token: forged })).status).toBe(401);
    const expired = signToken(
      l.ctx.secret,
      { aud: 'answer', sub: bob, gid: gameId, seq: 1, ans: 'discard Copper, Copper' },
      clock.now() - 1,
    );
    expect((await http(l, 'GET', `/games/${gameId}`, { token: expired })).status).toBe(401);
  });

  it("an answer link racing the same player's move from the table: exactly one lands (repeated)", async () => {
    for (let round = 0; round < 4; round++) {
      const [alice, bob] = [freshUser('alice'), freshUser('bob')];
      await clearMail(l);
      const { gameId, seq } = await militiaGame(alice, bob);
      const [link] = await answerLinksTo(l, bob, gameId);
      const n0 = await eventCount(l, gameId);
      const web = () =>
        http(l, 'POST', `/games/${gameId}/moves`, {
          token: l.token(bob),
          body: {
            gameId,
            expectedSeq: seq,
            idempotencyKey: key(),
            move: { type: 'answer', answer: { kind: 'cards', cards: ['Estate', 'Estate'] } },
          },
        });
      const results = await Promise.all(
        round % 2 ? [press(gameId, link, seq), web()] : [web(), press(gameId, link, seq)],
      );
      expect(results.map((r) => r.status).sort(), results.map((r) => r.raw).join('\n')).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.error.currentSeq).toBe(seq + 1);
      expect(await eventCount(l, gameId)).toBe(n0 + 1);
    }
  });

  it('a reminder carries links bound to the seq the game is at then', async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const { gameId, seq } = await militiaGame(alice, bob);
    clock.advance(25 * HOUR);
    await runReminders(l.ctx);
    const m = (await mail(l))
      .filter((x) => x.destination.to.includes(bob) && (x.body.text ?? '').includes('still your move'))
      .at(-1);
    expect(m, 'a reminder to Bob').toBeDefined();
    const token = m!.body.text!.match(/\/answer\?token=([\w.-]+)/)![1];
    expect(await verifyToken(l.ctx.secret, token, 'answer', clock.now())).toMatchObject({ sub: bob, gid: gameId, seq });
  });
});
