// Open games on the in-memory runtime: created open with free seats, found in GET /open-games by
// player count, sets and pace, a free seat taken at once by any signed-in player (the last one
// starts the game), refusals that name why and write nothing, the creator's early start with bots,
// and the expiry of a game nobody filled after 14 days with a mail to its creator.
import { OpenGamesResponse } from '../../../contract/api.js';
import { describe, expect, it } from 'vitest';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { Clock, clearMail, http, mail, memoryLocalPerFile } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const CAT = 'cat@example.com';
const DAN = 'dan@example.com';
const DAY = 86_400_000;
const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

const create = async (email: string, body: Record<string, unknown>) => {
  const r = await http(l, 'POST', '/games', {
    token: l.token(email),
    body: { seats: [], mailGraceMinutes: 0, ...body },
  });
  expect(r.status, r.raw).toBe(201);
  return r.body.gameId;
};
const list = async (email: string, query = '') => {
  const r = await http(l, 'GET', `/open-games${query}`, { token: l.token(email) });
  expect(r.status, r.raw).toBe(200);
  return OpenGamesResponse.parse(r.body).games;
};
const seat = (email: string, gameId: string, body: unknown = {}) =>
  http(l, 'POST', `/games/${gameId}/seat`, { token: l.token(email), body });

describe('open games', () => {
  it('lists an open game with its free seats, takes seats at once and starts when the last is taken', async () => {
    const gameId = await create(ALICE, {
      name: 'Ann',
      recommended: 'First Game',
      open: { seats: 3 },
      deadlineHours: 24,
    });
    const listed = (await list(BOB)).find((g) => g.gameId === gameId);
    expect(listed).toMatchObject({ seats: 3, free: 2, players: ['Ann'], yours: false, sets: ['base'], pace: 'daily' });
    expect((await list(ALICE)).find((g) => g.gameId === gameId)?.yours).toBe(true);
    expect(JSON.stringify(await list(BOB))).not.toContain(ALICE);

    const bob = await seat(BOB, gameId, { name: 'Bobby' });
    expect(bob.status, bob.raw).toBe(200);
    expect(bob.body).toMatchObject({
      status: 'open',
      seats: [{ name: 'Ann' }, { name: 'Bobby', joined: true, email: BOB }, { free: true }],
    });
    // Taking it again changes nothing and answers the same seat.
    expect((await seat(BOB, gameId)).body.seats[1]).toMatchObject({ name: 'Bobby', email: BOB });
    expect((await list(DAN)).find((g) => g.gameId === gameId)?.free).toBe(1);

    const cat = await seat(CAT, gameId);
    expect(cat.body.status, cat.raw).toBe('active');
    expect((await list(DAN)).map((g) => g.gameId)).not.toContain(gameId);
    const table = await http(l, 'GET', `/games/${gameId}`, { token: l.token(CAT) });
    expect(table.body.view!.players.map((p: { name: string }) => p.name).sort()).toEqual(['Ann', 'Bobby', 'cat']);

    // Full and started: refused with a 409 naming why, nothing written.
    const before = await l.ctx.store.getMeta(gameId);
    const late = await seat(DAN, gameId);
    expect(late.status, late.raw).toBe(409);
    expect(late.error.message).toMatch(/has started/);
    expect(await l.ctx.store.getMeta(gameId)).toEqual(before);
    expect(await l.ctx.store.userGames(DAN)).toEqual([]);
  });

  it('filters by player count, sets and pace, and refuses a bad filter with a 400 naming it', async () => {
    const four = await create(ALICE, {
      kingdom: [
        'Cellar',
        'Festival',
        'Laboratory',
        'Market',
        'Militia',
        'Moat',
        'Smithy',
        'Throne Room',
        'Village',
        'Witch',
      ],
      open: { seats: 4 },
      deadlineHours: 6,
    });
    const mixed = await create(ALICE, { recommended: 'Victory Dance', open: { seats: 2 }, reminderHours: 72 });
    const ids = async (q: string) => (await list(BOB, q)).map((g) => g.gameId);
    expect(await ids('?players=4')).toContain(four);
    expect(await ids('?players=4')).not.toContain(mixed);
    expect(await ids('?pace=fast')).toEqual([four]);
    expect(await ids('?pace=relaxed')).toContain(mixed);
    expect(await ids('?sets=base')).toContain(four);
    expect(await ids('?sets=base')).not.toContain(mixed);
    expect(await ids('?sets=base,intrigue')).toEqual(expect.arrayContaining([four, mixed]));
    for (const [q, field] of [
      ['?players=7', 'players'],
      ['?sets=seaside', 'sets'],
      ['?pace=slow', 'pace'],
      ['?colour=red', 'colour'],
    ]) {
      const r = await http(l, 'GET', `/open-games${q}`, { token: l.token(BOB) });
      expect(r.status, q).toBe(400);
      expect(r.error.message, q).toMatch(new RegExp(field));
    }
  });

  it('refuses bad open options with a 400 naming the field', async () => {
    for (const [open, seats, field] of [
      [{ seats: 7 }, [], 'open.seats'],
      [{ seats: 2, minRating: -1 }, [], 'minRating'],
      [{ seats: 2 }, [{ bot: 'easy' }], 'open.seats'],
      [undefined, [], 'seats'],
    ] as const) {
      const r = await http(l, 'POST', '/games', { token: l.token(ALICE), body: { seats, ...(open ? { open } : {}) } });
      expect(r.status, r.raw).toBe(400);
      expect(r.error.message).toContain(field);
    }
  });

  it('refuses a seat at a game that is not open, and lets only the creator start early with bots', async () => {
    const invited = await http(l, 'POST', '/games', { token: l.token(ALICE), body: { seats: [{ email: BOB }] } });
    const closed = await seat(DAN, invited.body.gameId);
    expect(closed.status).toBe(403);
    expect(closed.error.message).toMatch(/not open/);

    const gameId = await create(ALICE, { open: { seats: 4 }, seats: [{ bot: 'easy' }] });
    expect((await seat(BOB, gameId)).status).toBe(200);
    const notYours = await http(l, 'POST', `/games/${gameId}/start`, { token: l.token(BOB), body: {} });
    expect(notYours.status).toBe(403);
    const badBot = await http(l, 'POST', `/games/${gameId}/start`, { token: l.token(ALICE), body: { bot: 'wizard' } });
    expect(badBot.status).toBe(400);
    expect(badBot.error.message).toMatch(/bot/);
    const started = await http(l, 'POST', `/games/${gameId}/start`, { token: l.token(ALICE), body: { bot: 'normal' } });
    expect(started.status, started.raw).toBe(200);
    expect(started.body.status).toBe('active');
    expect(started.body.seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'bot', 'human', 'bot']);
    expect(started.body.seats.map((s: { name: string }) => s.name)).toContain('normal bot');
    const again = await http(l, 'POST', `/games/${gameId}/start`, { token: l.token(ALICE), body: {} });
    expect(again.body.status).toBe('active');
  });

  it('expires an open game nobody filled after 14 days and mails its creator', async () => {
    const gameId = await create(CAT, { title: 'Quiet table', open: { seats: 2 } });
    await clearMail(l);
    clock.advance(13 * DAY);
    expect((await runReminders(l.ctx)).openExpired).toBe(0);
    expect((await l.ctx.store.getMeta(gameId))?.status).toBe('open');
    clock.advance(DAY + 1000);
    const run = await runReminders(l.ctx);
    expect(run.openExpired).toBeGreaterThanOrEqual(1);
    expect((await l.ctx.store.getMeta(gameId))?.status).toBe('cancelled');
    expect((await list(BOB)).map((g) => g.gameId)).not.toContain(gameId);
    expect((await l.ctx.store.userGames(CAT)).find((g) => g.gameId === gameId)?.status).toBe('cancelled');
    const sent = (await mail(l)).filter((m) => m.destination.to.includes(CAT) && /Quiet table/.test(m.subject));
    expect(sent).toHaveLength(1);
    expect((await runReminders(l.ctx)).openExpired).toBe(0);
  });
});
