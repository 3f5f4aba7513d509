// Bad requests are 4xx with a message a person can act on, and write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { signToken, type TokenRequest } from '../../../auth/tokens.js';
import { http, key, memoryLocal, mail, newGame } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
let l: Local;
let gameId: string;
let seq: number;
let mover: string;
let waiter: string;
beforeAll(async () => {
  l = await memoryLocal();
  gameId = await newGame(l, ALICE, [{ email: BOB }]);
  const a = (await l.call('GET', `/games/${gameId}`, { token: l.token(ALICE) })).body;
  seq = a.seq;
  [mover, waiter] = a.view!.decision ? [ALICE, BOB] : [BOB, ALICE];
});
afterAll(async () => {
  await l?.close();
});

const cases: [string, () => { token?: string; path?: string; body?: unknown; rawBody?: string }, number, RegExp][] = [
  ['no token', () => ({ body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end' } }), 401, /Sign in/],
  [
    'a forged token',
    () => ({
      token: signToken('not-the-secret-at-all', { aud: 'session', sub: mover }, Date.now() + 1e6),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end' },
    }),
    401,
    /Sign in/,
  ],
  [
    'an expired token',
    () => ({
      token: signToken(l.ctx.secret, { aud: 'session', sub: mover }, Date.now() - 1),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end' },
    }),
    401,
    /Sign in/,
  ],
  [
    'a link token naming no game',
    () => ({
      token: signToken(l.ctx.secret, { aud: 'game', sub: mover } as TokenRequest, Date.now() + 1e6),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end' },
    }),
    401,
    /Sign in/,
  ],
  [
    'a link token for another game',
    () => ({
      token: signToken(l.ctx.secret, { aud: 'game', sub: mover, gid: 'othergame1' }, Date.now() + 1e6),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end' },
    }),
    403,
    /another game/,
  ],
  ['malformed JSON', () => ({ token: l.token(mover), rawBody: '{"gameId": ' }), 400, /not valid JSON/],
  [
    'a missing field',
    () => ({ token: l.token(mover), body: { gameId, idempotencyKey: key(), move: 'end' } }),
    400,
    /expectedSeq/,
  ],
  [
    'an unknown field',
    () => ({
      token: l.token(mover),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end', player: 1 },
    }),
    400,
    /player|Unrecognized/i,
  ],
  [
    'a bad idempotency key',
    () => ({ token: l.token(mover), body: { gameId, expectedSeq: seq, idempotencyKey: 'x', move: 'end' } }),
    400,
    /idempotency key/,
  ],
  [
    'a malformed structured move',
    () => ({
      token: l.token(mover),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: { type: 'teleport' } },
    }),
    400,
    /move/,
  ],
  [
    'unreadable notation',
    () => ({ token: l.token(mover), body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'dance wildly' } }),
    400,
    /Can't read/,
  ],
  [
    'a body for another game',
    () => ({
      token: l.token(mover),
      body: { gameId: 'othergame1', expectedSeq: seq, idempotencyKey: key(), move: 'end' },
    }),
    400,
    /does not match/,
  ],
  [
    'an unknown game',
    () => ({
      token: l.token(mover),
      path: '/games/nosuchgame1/moves',
      body: { gameId: 'nosuchgame1', expectedSeq: 0, idempotencyKey: key(), move: 'end' },
    }),
    404,
    /no game nosuchgame1/,
  ],
  [
    'a player not in the game',
    () => ({
      token: l.token('carol@example.com'),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end' },
    }),
    403,
    /not playing/,
  ],
  [
    'a decision not owed',
    () => ({ token: l.token(waiter), body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'end' } }),
    403,
    /not your move/,
  ],
  [
    'an illegal move',
    () => ({ token: l.token(mover), body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'buy Province' } }),
    422,
    /Buy phase/,
  ],
  [
    'an answer when nothing is asked',
    () => ({
      token: l.token(mover),
      body: {
        gameId,
        expectedSeq: seq,
        idempotencyKey: key(),
        move: { type: 'answer', answer: { kind: 'yesno', yes: true } },
      },
    }),
    422,
    /Nothing is being asked/,
  ],
  [
    'a stale seq',
    () => ({ token: l.token(mover), body: { gameId, expectedSeq: seq + 3, idempotencyKey: key(), move: 'end' } }),
    409,
    /game is at seq/,
  ],
  [
    'an oversized body',
    () => ({
      token: l.token(mover),
      body: { gameId, expectedSeq: seq, idempotencyKey: key(), move: 'x'.repeat(40_000) },
    }),
    413,
    /larger than/,
  ],
];

describe('bad input to POST /games/{id}/moves', () => {
  it.each(cases)('%s → 4xx, clear message, nothing written', async (_name, make, status, message) => {
    const c = make();
    const before = (await l.ctx.store.events(gameId, 0)).length;
    const mails = (await mail(l)).length;
    const r = await http(l, 'POST', c.path ?? `/games/${gameId}/moves`, c);
    expect(r.status, r.raw).toBe(status);
    expect(r.error.message).toMatch(message);
    expect((await l.ctx.store.events(gameId, 0)).length).toBe(before);
    expect((await mail(l)).length).toBe(mails);
  });
});

describe('bad input elsewhere', () => {
  it('rejects bad game creation with a reason', async () => {
    const t = l.token(ALICE);
    expect((await http(l, 'POST', '/games', { token: t, body: { seats: [] } })).status).toBe(400);
    const unknownCard = await http(l, 'POST', '/games', {
      token: t,
      body: {
        seats: [{ bot: 'random' }],
        kingdom: [
          'Village',
          'Nope',
          'Smithy',
          'Cellar',
          'Market',
          'Militia',
          'Moat',
          'Witch',
          'Festival',
          'Laboratory',
        ],
      },
    });
    expect(unknownCard.status).toBe(400);
    expect(unknownCard.error.message).toMatch(/Nope/);
    const badBot = await http(l, 'POST', '/games', { token: t, body: { seats: [{ bot: 'skynet' }] } });
    expect(badBot.error.message).toMatch(/no bot "skynet"/);
    expect((await http(l, 'POST', '/games', { token: t, body: { seats: [{ email: 'not-an-email' }] } })).status).toBe(
      400,
    );
    expect((await http(l, 'POST', '/games', { token: t, body: { seats: [{ email: ALICE }] } })).error.message).toMatch(
      /two seats/,
    );
  });

  it('answers unknown routes and methods, and guards reads', async () => {
    expect((await http(l, 'GET', '/nothing-here')).status).toBe(404);
    expect((await http(l, 'DELETE', `/games/${gameId}`)).status).toBe(405);
    expect((await http(l, 'GET', `/games/${gameId}`)).status).toBe(401);
    expect((await http(l, 'GET', `/games/${gameId}`, { token: l.token('carol@example.com') })).status).toBe(403);
    expect((await http(l, 'GET', `/games/${gameId}/history?at=abc`, { token: l.token(ALICE) })).status).toBe(400);
    expect((await http(l, 'GET', `/games/${gameId}/history?part=turn&at=3`, { token: l.token(ALICE) })).status).toBe(
      400,
    );
    expect((await http(l, 'GET', `/games/${gameId}/history?part=board`, { token: l.token(ALICE) })).status).toBe(400);
    expect((await http(l, 'POST', `/games/${gameId}/leave`, { token: l.token(BOB) })).status).toBe(400);
  });

  it('lets an invited player leave an unstarted game, and cancels it when the creator leaves', async () => {
    const t = l.token(ALICE);
    const g = (
      await http(l, 'POST', '/games', { token: t, body: { seats: [{ email: BOB }, { email: 'carol@example.com' }] } })
    ).body.gameId;
    expect((await http(l, 'POST', `/games/${g}/leave`, { token: l.token('carol@example.com') })).body.status).toBe(
      'open',
    );
    expect((await http(l, 'GET', '/games', { token: l.token('carol@example.com') })).body.games).toHaveLength(0);
    const left = await http(l, 'POST', `/games/${g}/leave`, { token: t });
    expect(left.body.status).toBe('cancelled');
    expect((await http(l, 'POST', `/games/${g}/join`, { token: l.token(BOB) })).status).toBe(400);
  });

  it('starts the game when the last invitee who had not accepted leaves and everyone left has (creator + bot)', async () => {
    const t = l.token(ALICE);
    const g = (await http(l, 'POST', '/games', { token: t, body: { seats: [{ email: BOB }, { bot: 'big-money' }] } }))
      .body.gameId;
    const left = await http(l, 'POST', `/games/${g}/leave`, { token: l.token(BOB) });
    expect(left.body.status).toBe('active');
    const v = await http(l, 'GET', `/games/${g}`, { token: t });
    expect(v.body.status).toBe('active');
    expect(v.body.seats.map((s: { name: string }) => s.name)).toEqual(['alice', 'big-money bot']);
    expect(v.body.view!.players).toHaveLength(2);
    expect(v.body.view!.decision ?? v.body.view!.waitingOn[0]).toBeTruthy();
    expect(
      (await http(l, 'GET', '/games', { token: t })).body.games.find((x: { gameId: string }) => x.gameId === g),
    ).toMatchObject({ status: 'active' });
  });
});
