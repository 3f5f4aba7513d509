// The orders of the two ratings lists, stated once: the DynamoDB store writes them as index sort
// keys (dynamo/ratings.ts), the in-memory twin sorts by the same strings.
import { pad } from './records.js';
import type { LeaderRow } from './rating-records.js';

/** Above any shown rating: the LEADER order sorts by its complement, so the best come first. */
const RATING_CEILING = 9_999_999;

/** A leaderboard line as a sort key: best rating first, then by handle; the line itself rides along. */
export const leaderOrder = (r: LeaderRow) =>
  `${pad(RATING_CEILING - r.rating)}#${pad(r.played)}#${pad(r.won)}#${r.handle}`;

/** The line a LEADER sort key holds (a handle may itself hold "#"). */
export function leaderRow(order: string): LeaderRow {
  const [inverse, played, won, ...handle] = order.split('#');
  return {
    rating: RATING_CEILING - Number(inverse),
    played: Number(played),
    won: Number(won),
    handle: handle.join('#'),
  };
}

/** Rated games: in finish order, then by game. */
export const ratedOrder = (finishedAt: number, gameId: string) => `${pad(finishedAt)}#${gameId}`;
export const ratedTarget = (order: string) => order.slice(order.indexOf('#') + 1);
