// The rematch's pure decisions (lambdas/rematch/rematch.ts): the seat order rotated by one, the
// options copied, a kingdom drawn like the last one (random: a new draw from the new seed; a
// recommended set: that set; hand-picked or from before the draw was kept: the same cards), and
// who may propose (403 a non-seat, 409 a game not over).
import { describe, expect, it } from 'vitest';
import { drawLike, mayPropose, rematchMeta, rotate } from '../../../lambdas/rematch/rematch.js';
import { openGame } from '../../../lambdas/lobby/lobby.js';
import { ApiFailure } from '../../../lambdas/kernel/errors.js';
import { findRecommended } from '../../../lambdas/kernel/rules.js';
import type { GameMeta } from '../../../lambdas/store/records.js';
import type { RematchRecord } from '../../../lambdas/store/rematch-ports.js';
import { KINGDOM } from '../support.js';

const [ANN, BOB, CY] = ['ann@example.com', 'bob@example.com', 'cy@example.com'];

function finished(body: Record<string, unknown>, seed = 'old-seed'): GameMeta {
  const meta = openGame({
    gameId: 'old-game',
    seed,
    now: 1000,
    creator: ANN,
    displayName: () => undefined,
    body: { seats: [{ email: BOB, name: 'Bob' }, { bot: 'hard', name: 'Hal' }, { email: CY }], name: 'Ann', ...body },
  });
  return { ...meta, status: 'over', seats: meta.seats.map((s) => ({ ...s, joined: true })) };
}
const rec = (by: string, seed = 'new-seed'): RematchRecord => ({
  gameId: 'old-game',
  newGameId: 'new-game',
  seed,
  by,
  at: 5000,
});

/** The kingdom a rematch of a game made with `body` gets, for a new seed. */
const kingdomOf = (body: Record<string, unknown>, seed: string) =>
  rematchMeta(finished(body), rec(BOB, seed)).config.kingdom;

function refusal(f: () => unknown): number {
  try {
    f();
  } catch (e) {
    if (e instanceof ApiFailure) return e.status;
    throw e;
  }
  return 0;
}

describe('rematch: seats', () => {
  it('rotates by one: the second comes first, the first last', () => {
    expect(rotate(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd', 'a']);
    expect(rotate([])).toEqual([]);
  });

  it('keeps the players, bots at their level, in rotated order; the proposer and bots have accepted, the others are asked', () => {
    const m = rematchMeta(finished({ recommended: 'First Game' }), rec(BOB));
    expect(m.seats).toEqual([
      { email: BOB, bot: null, name: 'Bob', joined: true },
      { email: null, bot: 'hard', name: 'Hal', joined: true },
      { email: CY, bot: null, name: 'cy', joined: false },
      { email: ANN, bot: null, name: 'Ann', joined: false },
    ]);
    expect(m.config.players).toEqual(['Bob', 'Hal', 'cy', 'Ann']);
    expect(m).toMatchObject({
      gameId: 'new-game',
      rematchOf: 'old-game',
      createdBy: BOB,
      status: 'open',
      version: 1,
      createdAt: 5000,
    });
    expect(m.config.seed).toBe('new-seed');
    expect(m.config.setup).toBeUndefined();
  });

  it('starts at once when the proposer is the only human', () => {
    const old = openGame({
      gameId: 'old-game',
      seed: 's',
      now: 1,
      creator: ANN,
      displayName: () => 'Ann',
      body: { seats: [{ bot: 'easy' }], recommended: 'First Game' },
    });
    const m = rematchMeta({ ...old, status: 'over' }, rec(ANN));
    expect(m.status).toBe('active');
    expect(m.seats.map((s) => s.bot ?? s.email)).toEqual(['easy', ANN]);
  });
});

describe('rematch: options', () => {
  it("copies the pace, undo, mail grace, Reaction settings (rotated) and an open game's facts", () => {
    const old = finished({
      recommended: 'First Game',
      reminderHours: 6,
      deadlineHours: 12,
      mailGraceMinutes: 9,
      undo: false,
    });
    old.config.reactions = [
      { moat: 'auto', diplomat: 'ask' },
      { moat: 'ask', diplomat: 'never' },
      { moat: 'ask', diplomat: 'ask' },
      { moat: 'auto', diplomat: 'always' },
    ];
    old.open = { public: true, minRating: 900, sets: ['base'], pace: 'fast' };
    const m = rematchMeta(old, rec(CY));
    expect(m).toMatchObject({
      reminderEveryMs: old.reminderEveryMs,
      deadlineMs: old.deadlineMs,
      mailGraceMs: old.mailGraceMs,
      undo: false,
    });
    expect(m.config.reactions).toEqual([
      old.config.reactions[1],
      old.config.reactions[2],
      old.config.reactions[3],
      old.config.reactions[0],
    ]);
    expect(m.open).toEqual({ public: true, minRating: 900, sets: ['base'], pace: 'fast' });
  });

  it('keeps the name the players gave the game and a refusal of vacation; a name made from the seats is made anew', () => {
    const named = rematchMeta(finished({ recommended: 'First Game', title: 'Friday club', vacation: false }), rec(ANN));
    expect(named.title).toBe('Friday club');
    expect(named.vacation).toBe(false);
    const plain = rematchMeta(finished({ recommended: 'First Game' }), rec(ANN));
    // Made for the rotated seats: the last game's name began with Ann.
    expect(plain.title?.startsWith('Bob, Hal, cy')).toBe(true);
    expect(plain.vacation).toBeUndefined();
  });

  it('leaves undo on and no deadline when the last game had them so', () => {
    const m = rematchMeta(finished({ recommended: 'First Game' }), rec(ANN));
    expect(m.undo).toBeUndefined();
    expect(m.deadlineMs).toBeNull();
    expect(m.open).toBeUndefined();
  });
});

describe('rematch: the kingdom, drawn like the last one', () => {
  it('a recommended set: the same set', () => {
    const set = findRecommended('Deck Top')!;
    expect(drawLike(finished({ recommended: 'Deck Top' }))).toEqual({ recommended: 'Deck Top' });
    expect(kingdomOf({ recommended: 'Deck Top' }, 'other')).toEqual([...set.kingdom]);
  });

  it('hand-picked cards: the same cards, Events and Landmarks', () => {
    const body = { kingdom: KINGDOM };
    expect(kingdomOf(body, 'one')).toEqual(finished(body).config.kingdom);
    expect(drawLike(finished({ recommended: 'Deck Top' }))).not.toHaveProperty('kingdom');
  });

  it('random: a new draw from the same sets, with the new seed', () => {
    const body = { randomFrom: ['base'], randomLandscapes: 0 };
    const old = finished(body);
    expect(drawLike(old)).toEqual({ randomFrom: ['base'], randomLandscapes: 0 });
    const draws = new Set(['s1', 's2', 's3', 's4'].map((seed) => kingdomOf(body, seed).join()));
    expect(draws.size).toBeGreaterThan(1);
    const base = new Set(finished({ recommended: 'First Game' }).config.kingdom);
    for (const seed of ['s1', 's2'])
      expect(kingdomOf({ randomFrom: ['intrigue'] }, seed).some((c) => base.has(c))).toBe(false);
  });

  it('a game from before the draw was kept: the same cards', () => {
    const old = finished({ recommended: 'Deck Top' });
    delete old.draw;
    expect(drawLike(old)).toEqual({
      kingdom: old.config.kingdom,
      events: old.config.events,
      landmarks: old.config.landmarks,
    });
  });
});

describe('rematch: who may propose', () => {
  it('any seat of a finished game; 403 for a non-seat, 409 for a game not over', () => {
    const old = finished({ recommended: 'First Game' });
    expect(mayPropose(old, CY, true)).toBe(3);
    expect(refusal(() => mayPropose(old, 'eve@example.com', true))).toBe(403);
    expect(refusal(() => mayPropose({ ...old, status: 'active' }, ANN, false))).toBe(409);
  });
});
