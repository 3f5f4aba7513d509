// The rating rules on their own: places (ties, the turns tie-break, a timeout), which games are
// rated, multiplayer updates, bots that never move, and the plan of a whole game.
import { describe, expect, it } from 'vitest';
import { NEWCOMER_RATING } from '../../../lambdas/store/rating-records.js';
import { displayRating, isRated, placesOf, rateSeats, START_SKILL } from '../../../lambdas/ratings/rules.js';
import { botSkill } from '../../../lambdas/ratings/bot-skills.js';
import { newPlayerRating, planGame } from '../../../lambdas/ratings/plan.js';
import { gameFacts, type GameFacts } from '../../../lambdas/ratings/game-facts.js';
import type { GameMeta } from '../../../lambdas/store/records.js';

const human = { bot: null };

describe('places', () => {
  it('more VP places higher; equal VP goes to fewer turns; equal VP and turns is a tie', () => {
    expect(placesOf({ scores: [30, 20, 40], turns: [15, 15, 15] }, new Set())).toEqual([2, 3, 1]);
    expect(placesOf({ scores: [30, 30], turns: [16, 15] }, new Set())).toEqual([2, 1]);
    expect(placesOf({ scores: [30, 30, 10], turns: [15, 15, 15] }, new Set())).toEqual([1, 1, 3]);
  });

  it('a seat that timed out places last, whatever its VP', () => {
    expect(placesOf({ scores: [50, 20, 10], turns: [15, 15, 15] }, new Set([0]))).toEqual([3, 1, 2]);
    expect(placesOf({ scores: [50, 20, 10], turns: [15, 15, 15] }, new Set([0, 2]))).toEqual([2, 1, 2]);
  });
});

describe('which games are rated', () => {
  it('2-6 seats with at least two humans', () => {
    expect(isRated([human, human])).toBe(true);
    expect(isRated([human, { bot: 'hard' }, human])).toBe(true);
    expect(isRated([human, { bot: 'hard' }])).toBe(false);
    expect(isRated([human])).toBe(false);
    expect(isRated(Array.from({ length: 7 }, () => human))).toBe(false);
  });
});

describe('updates', () => {
  it('a multiplayer game: the winner gains, the last loses most, a tie moves the tied alike', () => {
    const after = rateSeats([1, 2, 2, 4].map((place) => ({ bot: null, skill: START_SKILL, place })));
    expect(after[0].mu).toBeGreaterThan(START_SKILL.mu);
    expect(after[1]).toEqual(after[2]);
    expect(after[3].mu).toBeLessThan(after[1].mu);
    expect(after.every((s) => s.sigma < START_SKILL.sigma)).toBe(true);
  });

  it('a two-player tie between equals changes no mean', () => {
    const after = rateSeats([
      { bot: null, skill: START_SKILL, place: 1 },
      { bot: null, skill: START_SKILL, place: 1 },
    ]);
    expect(after[0].mu).toBeCloseTo(START_SKILL.mu, 9);
    expect(after[1].mu).toBeCloseTo(START_SKILL.mu, 9);
  });

  it('bots keep their fixed skill, win or lose, and weigh as opponents', () => {
    const lostToHard = rateSeats([
      { bot: null, skill: START_SKILL, place: 2 },
      { bot: 'hard', skill: START_SKILL, place: 1 },
    ]);
    const lostToRandom = rateSeats([
      { bot: null, skill: START_SKILL, place: 2 },
      { bot: 'random', skill: START_SKILL, place: 1 },
    ]);
    expect(lostToHard[1]).toEqual(botSkill('hard'));
    expect(lostToRandom[1]).toEqual(botSkill('random'));
    // Losing to the strongest bot costs less than losing to the weakest.
    expect(lostToHard[0].mu).toBeGreaterThan(lostToRandom[0].mu);
  });

  it('is deterministic, and a new player shows 1000', () => {
    const seats = [
      { bot: null, skill: START_SKILL, place: 2 },
      { bot: null, skill: { mu: 27, sigma: 4 }, place: 1 },
    ];
    expect(rateSeats(seats)).toEqual(rateSeats(seats));
    expect(displayRating(START_SKILL)).toBe(1000);
    expect(displayRating(START_SKILL)).toBe(NEWCOMER_RATING);
  });
});

describe('the plan of a game', () => {
  const facts: GameFacts = {
    gameId: 'g1',
    finishedAt: 1000,
    seats: [
      { email: 'ann@x', bot: null, name: 'Ann', place: 1, won: true, timedOut: false, buys: { Smithy: 2, Gold: 1 } },
      { email: 'bob@x', bot: null, name: 'Bob', place: 3, won: false, timedOut: true, buys: { Silver: 3 } },
      { email: null, bot: 'big-money', name: 'Bot', place: 2, won: false, timedOut: false, buys: { Gold: 4 } },
    ],
  };

  it('rates the humans only, counts played, won, abandoned and buys, and keeps the game id', () => {
    const ann = { ...newPlayerRating('ann@x', 'Ann'), played: 3, won: 1, buys: { Smithy: 1 }, rev: 4 };
    const plan = planGame(facts, new Map([['ann@x', ann]]), new Map([['bob@x', 'Bobby']]));
    expect(plan.players.map((p) => p.after.email)).toEqual(['ann@x', 'bob@x']);
    const [a, b] = plan.players.map((p) => p.after);
    expect(a).toMatchObject({
      handle: 'Ann',
      played: 4,
      won: 2,
      abandoned: 0,
      buys: { Smithy: 3, Gold: 1 },
      recentGames: ['g1'],
      rev: 4,
    });
    expect(b).toMatchObject({ handle: 'Bobby', played: 1, won: 0, abandoned: 1, buys: { Silver: 3 }, rev: 0 });
    expect(a.mu).toBeGreaterThan(ann.mu);
    expect(b.mu).toBeLessThan(START_SKILL.mu);
    expect(plan.players[1].entry).toMatchObject({
      gameId: 'g1',
      at: 1000,
      place: 3,
      seats: 3,
      won: false,
      timedOut: true,
      rating: b.rating,
    });
  });
});

describe("a game's facts from its log", () => {
  const seat = (name: string, bot: string | null = null) => ({
    email: bot ? null : `${name}@x`,
    bot,
    name,
    joined: true,
  });
  const meta = {
    gameId: 'g9',
    createdAt: 0,
    createdBy: 'a@x',
    status: 'over',
    version: 1,
    reminderEveryMs: 1,
    deadlineMs: 1,
    seats: [seat('a'), seat('b'), seat('c')],
  } as const;
  const buy = (player: number, card: string) => ({
    kind: 'buy' as const,
    player,
    cards: [card],
    visibleTo: 'all' as const,
    depth: 0,
  });
  const records = [
    { gameId: 'g9', seq: 0, kind: 'start' as const, at: 10 },
    {
      gameId: 'g9',
      seq: 1,
      kind: 'move' as const,
      move: { type: 'endPhase' as const, player: 0 },
      seat: 0,
      by: 'human' as const,
      at: 20,
      log: [buy(0, 'Smithy')],
    },
    {
      gameId: 'g9',
      seq: 2,
      kind: 'move' as const,
      move: { type: 'endPhase' as const, player: 1 },
      seat: 1,
      by: 'deadline' as const,
      at: 30,
      log: [buy(1, 'Silver')],
    },
    {
      gameId: 'g9',
      seq: 3,
      kind: 'move' as const,
      move: { type: 'endPhase' as const, player: 2 },
      seat: 2,
      by: 'human' as const,
      at: 40,
      log: [buy(2, 'Gold'), buy(2, 'Gold')],
    },
  ];

  it("the deadline bot's seat timed out and places last; buys are counted per seat; the last move dates it", () => {
    const facts = gameFacts(
      { ...meta, config: {} } as unknown as GameMeta,
      { scores: [10, 30, 20], turns: [5, 5, 5], winners: [1] },
      records,
    )!;
    expect(facts.finishedAt).toBe(40);
    expect(facts.seats.map((s) => [s.place, s.won, s.timedOut])).toEqual([
      [2, false, false],
      [3, false, true],
      [1, true, false],
    ]);
    expect(facts.seats.map((s) => s.buys)).toEqual([{ Smithy: 1 }, { Silver: 1 }, { Gold: 2 }]);
  });

  it('a game with one human is not rated', () => {
    const solo = { ...meta, seats: [seat('a'), seat('bot', 'hard')], config: {} } as unknown as GameMeta;
    expect(gameFacts(solo, { scores: [1, 2], turns: [1, 1], winners: [1] }, records)).toBeNull();
  });
});
