// From a finished game's facts and its players' ratings as they stand, the rating of the game: each
// human's rating before and after, and their history entry. Pure: the projection and the rebuild
// both plan through it, so both reach the same figures.
import { RECENT_GAMES, type PlayerRating, type RatedGame, type RatedPlayer } from '../store/rating-records.js';
import type { GameFacts, SeatFacts } from './game-facts.js';
import { displayRating, rateSeats, START_SKILL } from './rules.js';

/** A player's rating before their first rated game. */
export function newPlayerRating(email: string, handle: string): PlayerRating {
  return {
    email,
    handle,
    ...START_SKILL,
    rating: displayRating(START_SKILL),
    played: 0,
    won: 0,
    abandoned: 0,
    buys: {},
    recentGames: [],
    lastAt: 0,
    rev: 0,
  };
}

/** `a` plus `b`, card by card. */
function addBuys(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
  sign = 1,
): Record<string, number> {
  const out = new Map(Object.entries(a));
  for (const [card, n] of Object.entries(b)) out.set(card, (out.get(card) ?? 0) + sign * n);
  return Object.fromEntries([...out].filter(([, n]) => n > 0));
}

/**
 * The game's rating. `ratings`: each human's rating as it stands (by email; a human missing from it
 * is new and starts at START_SKILL under the handle `handles` gives).
 */
export function planGame(
  facts: GameFacts,
  ratings: ReadonlyMap<string, PlayerRating>,
  handles: ReadonlyMap<string, string>,
): RatedGame {
  const before = (s: SeatFacts) =>
    s.email === null ? null : (ratings.get(s.email) ?? newPlayerRating(s.email, handles.get(s.email) ?? s.name));
  const befores = facts.seats.map(before);
  const skills = rateSeats(
    facts.seats.map((s, i) => ({ bot: s.bot, skill: befores[i] ?? START_SKILL, place: s.place })),
  );
  const players = facts.seats.flatMap((s, i): RatedPlayer[] => {
    const was = befores[i];
    if (!was) return [];
    const after: PlayerRating = {
      ...was,
      ...skills[i],
      rating: displayRating(skills[i]),
      played: was.played + 1,
      won: was.won + (s.won ? 1 : 0),
      abandoned: was.abandoned + (s.timedOut ? 1 : 0),
      buys: addBuys(was.buys, s.buys),
      recentGames: [...was.recentGames, facts.gameId].slice(-RECENT_GAMES),
      lastAt: facts.finishedAt,
    };
    const entry = {
      gameId: facts.gameId,
      at: facts.finishedAt,
      rating: after.rating,
      place: s.place,
      seats: facts.seats.length,
      won: s.won,
      timedOut: s.timedOut,
    };
    return [{ before: was, after, entry }];
  });
  return { gameId: facts.gameId, finishedAt: facts.finishedAt, players };
}

/**
 * A player's part of a rated game applied on a rating that another game moved meanwhile (two games
 * of the player ending at once): the game's change added to the rating as it now stands.
 */
export function applyChange(now: PlayerRating, p: RatedPlayer, gameId: string): PlayerRating {
  const skill = {
    mu: now.mu + p.after.mu - p.before.mu,
    sigma: Math.max(0.1, now.sigma + p.after.sigma - p.before.sigma),
  };
  return {
    ...now,
    ...skill,
    rating: displayRating(skill),
    played: now.played + 1,
    won: now.won + p.after.won - p.before.won,
    abandoned: now.abandoned + p.after.abandoned - p.before.abandoned,
    buys: addBuys(now.buys, addBuys(p.after.buys, p.before.buys, -1)),
    recentGames: [...now.recentGames, gameId].slice(-RECENT_GAMES),
    lastAt: Math.max(now.lastAt, p.after.lastAt),
  };
}
