// The rating rules, pure: which finished games are rated, each seat's place, and the new skills
// (openskill's Weng-Lin model: it rates 2-6 seats at once and takes ties natively, where Glicko-2
// rates pairs only). A seat the deadline bot played for timed out and places last. Bots take part
// at their fixed skill (bot-skills.ts) and never change. What players see is the openskill
// ordinal (mu - 3 sigma) scaled: 1000 + 20 x ordinal (docs/data-model.md, "Ratings").
import { finishingPlaces } from '../../engine/rules/scoring.js';
import { ordinal, rate } from 'openskill';
import { botSkill } from './bot-skills.js';

/** A Weng-Lin skill: the mean and its uncertainty. */
export interface Skill {
  mu: number;
  sigma: number;
}

/** Where every new player starts (openskill's defaults). */
export const START_SKILL: Skill = { mu: 25, sigma: 25 / 3 };

/** The shown rating of a skill: a new player shows 1000, a settled average one about 1400. */
export function displayRating(s: Skill): number {
  return Math.max(0, Math.round(1000 + 20 * ordinal(s)));
}

/** Seats of a game as the rules need them: a bot's id, or null for a human. */
export interface SeatKind {
  bot: string | null;
}

/** Rated: 2-6 seats, at least two of them human. */
export function isRated(seats: readonly SeatKind[]): boolean {
  return seats.length >= 2 && seats.length <= 6 && seats.filter((s) => s.bot === null).length >= 2;
}

/** The engine's final result: VP and turns by seat. */
export interface FinalScores {
  scores: readonly number[];
  turns: readonly number[];
}

/**
 * Each seat's place (1 = best), shared on a tie: more VP first, then fewer turns (the rulebook's
 * tie-break); equal VP and equal turns is a tie. Every seat that timed out shares last place.
 */
export function placesOf(r: FinalScores, timedOut: ReadonlySet<number>): number[] {
  // The engine's places by the rulebook (VP, then fewer turns); a seat that timed out below every other.
  const byRules = finishingPlaces(r);
  const beats = (a: number, b: number) =>
    timedOut.has(a) || timedOut.has(b) ? timedOut.has(b) && !timedOut.has(a) : byRules[a] < byRules[b];
  return r.scores.map((_, seat) => 1 + r.scores.filter((_s, other) => beats(other, seat)).length);
}

/** One seat going into the update: its current skill (a bot's is fixed) and its place. */
export interface RatedSeat {
  bot: string | null;
  skill: Skill;
  place: number;
}

/**
 * The skill of each seat after the game. Humans move; bots come out as they went in. Deterministic:
 * the same seats in give the same numbers out.
 */
export function rateSeats(seats: readonly RatedSeat[]): Skill[] {
  const teams = seats.map((s) => [s.bot === null ? s.skill : botSkill(s.bot)]);
  const after = rate(teams, { rank: seats.map((s) => s.place) });
  return seats.map((s, i) => (s.bot === null ? { mu: after[i][0].mu, sigma: after[i][0].sigma } : botSkill(s.bot)));
}
