// An open game's lobby decisions as pure functions over META: its free seats and listing facts at
// creation, a seat taken (named, numbered, refused with a reason), the last seat starting the game,
// the minimum rating, and the creator's early start with bots. No database.
import { describe, expect, it } from 'vitest';
import { openGame } from '../../../lambdas/lobby/lobby.js';
import { startWithBots, takeSeat } from '../../../lambdas/lobby/open-seats.js';
import { paceOf, setsOf } from '../../../lambdas/lobby/open-options.js';
import { ratingAllows } from '../../../lambdas/lobby/min-rating.js';
import { gameTitle } from '../../../lambdas/letters/game-title.js';
import { ApiFailure } from '../../../lambdas/kernel/errors.js';
import { isFreeSeat, type GameMeta } from '../../../lambdas/store/records.js';
import type { CreateGameBody } from '../../../contract/api.js';

const KINGDOM = [
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
];
const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const CAROL = 'carol@example.com';

function openMeta(body: Partial<CreateGameBody> = {}): GameMeta {
  return openGame({
    gameId: 'g1',
    seed: 'seed',
    now: Date.UTC(2030, 0, 1),
    creator: ALICE,
    displayName: (e) => (e === ALICE ? 'Ann' : undefined),
    body: { seats: [], kingdom: KINGDOM, open: { seats: 3 }, ...body },
  });
}

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ApiFailure) return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error('not refused');
};
const seat = (m: GameMeta, email: string, o: { chosen?: string; rating?: number | null; displayName?: string } = {}) =>
  takeSeat(m, {
    email,
    rating: o.rating ?? null,
    ...(o.chosen ? { chosen: o.chosen } : {}),
    ...(o.displayName ? { displayName: o.displayName } : {}),
  });

describe('an open game', () => {
  it('is created open with free seats after the creator and any bots, its sets and pace filed', () => {
    const m = openMeta({
      seats: [{ bot: 'easy' }],
      open: { seats: 4, public: true, minRating: 900 },
      deadlineHours: 8,
    });
    expect(m.status).toBe('open');
    expect(m.seats.map((s) => [s.email, s.bot, s.joined, isFreeSeat(s)])).toEqual([
      [ALICE, null, true, false],
      [null, 'easy', true, false],
      [null, null, false, true],
      [null, null, false, true],
    ]);
    expect(m.open).toEqual({ public: true, minRating: 900, sets: ['base'], pace: 'fast' });
    // Unnamed, it is named by the seats taken, not by the free ones.
    expect(m.title).toBeUndefined();
    expect(gameTitle(m)).toBe('Ann and easy bot: Festival');
  });

  it('files its pace by the deadline, else the reminder, and its sets by kingdom and landscapes', () => {
    expect([paceOf(24, 12), paceOf(24, 13), paceOf(24, 48), paceOf(24, 49), paceOf(6, null), paceOf(72, null)]).toEqual(
      ['fast', 'daily', 'daily', 'relaxed', 'fast', 'relaxed'],
    );
    expect(setsOf({ kingdom: ['Village', 'Courtyard', 'Patrician/Emporium'], events: [], landmarks: [] })).toEqual([
      'base',
      'intrigue',
      'empires',
    ]);
    expect(setsOf({ kingdom: ['Village'], events: ['Banquet'], landmarks: [] })).toEqual(['base', 'empires']);
  });

  it('gives each player the first free seat at once, with their chosen or display name; the last seat starts it', () => {
    const one = seat(openMeta(), BOB, { chosen: 'Bobby' })!;
    expect(one.status).toBe('open');
    expect(one.seats[1]).toMatchObject({ email: BOB, name: 'Bobby', joined: true });
    expect(one.config.players).toEqual(['Ann', 'Bobby', 'Open seat 3']);
    expect(seat(one, BOB)).toBeNull();
    const two = seat(one, CAROL, { displayName: 'Ann' })!;
    expect(two.status).toBe('active');
    expect(two.config.players).toEqual(['Ann', 'Bobby', 'Ann 2']);
  });

  it('refuses, naming why: a lookalike name, a full or started game, a game not open, a rating too low', () => {
    expect(refusal(() => seat(openMeta(), BOB, { chosen: 'Аnn' }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/looks like "Ann"/) as unknown,
    });
    const full = seat(seat(openMeta(), BOB)!, CAROL)!;
    expect(refusal(() => seat(full, 'dan@example.com'))).toEqual({
      status: 409,
      message: 'This game has started: it takes no more players.',
    });
    expect(refusal(() => seat({ ...openMeta(), status: 'cancelled' }, BOB))).toMatchObject({
      status: 409,
      message: expect.stringMatching(/cancelled/) as unknown,
    });
    const invited = openGame({
      gameId: 'g2',
      seed: 's',
      now: 0,
      creator: ALICE,
      displayName: () => undefined,
      body: { seats: [{ email: CAROL }], kingdom: KINGDOM },
    });
    expect(refusal(() => seat(invited, BOB))).toMatchObject({
      status: 403,
      message: expect.stringMatching(/not open/) as unknown,
    });
    const rated = openMeta({ open: { seats: 2, minRating: 1500 } });
    expect(refusal(() => seat(rated, BOB, { rating: 1400 }))).toMatchObject({
      status: 403,
      message: expect.stringMatching(/at least 1500; yours is 1400/) as unknown,
    });
    expect(seat(rated, BOB, { rating: 1500 })?.status).toBe('active');
    // Until ratings exist everyone is unrated, and an unrated player may join.
    expect(ratingAllows(1500, null)).toBe(true);
  });

  it('starts early only by its creator, bots of the level asked in every free seat; a started game is left as it is', () => {
    const one = seat(openMeta({ open: { seats: 4 } }), BOB)!;
    expect(refusal(() => startWithBots(one, BOB, 'normal'))).toMatchObject({ status: 403 });
    const started = startWithBots(one, ALICE, 'hard')!;
    expect(started.status).toBe('active');
    expect(started.seats.map((s) => [s.bot, s.name, s.joined])).toEqual([
      [null, 'Ann', true],
      [null, 'bob', true],
      ['hard', 'hard bot', true],
      ['hard', 'hard bot 2', true],
    ]);
    expect(started.config.players).toEqual(['Ann', 'bob', 'hard bot', 'hard bot 2']);
    expect(startWithBots(started, ALICE, 'easy')).toBeNull();
    const waiting = openMeta({ seats: [{ email: CAROL }], open: { seats: 3 } });
    expect(refusal(() => startWithBots(waiting, ALICE, 'easy'))).toMatchObject({
      status: 409,
      message: expect.stringMatching(/has not accepted/) as unknown,
    });
  });
});
