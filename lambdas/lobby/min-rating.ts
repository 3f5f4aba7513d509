// The one place an open game asks for a player's rating (its minimum rating): the shown rating of
// the ratings projection (ratings/). A player with no rated game yet counts as a newcomer, at the
// rating their player page would show (1000), so a minimum above that keeps newcomers out, as a
// minimum rating means to.
import { NEWCOMER_RATING } from '../store/rating-records.js';
import type { Deps } from '../kernel/deps.js';

/** A player's shown rating; a newcomer's for a player with no rated game yet. */
export async function playerRating(d: Deps, email: string): Promise<number> {
  return (await d.store.getPlayerRating(email))?.rating ?? NEWCOMER_RATING;
}

/** Whether a player with `rating` may take a seat at a game that asks for `minRating`. */
export function ratingAllows(minRating: number | undefined, rating: number | null): boolean {
  return minRating === undefined || rating === null || rating >= minRating;
}
