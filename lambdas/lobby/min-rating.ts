// The one place an open game asks for a player's rating (its minimum rating). Ratings are not
// built yet: every player is unrated, and an unrated player may take any seat. When ratings land,
// this reads the player's rating from them; nothing else changes.
import type { Deps } from '../kernel/deps.js';

/** A player's rating, or null when they have none (unrated players may join any open game). Nobody has one yet. */
export const playerRating: (d: Deps, email: string) => Promise<number | null> = () => Promise.resolve(null);

/** Whether a player with `rating` may take a seat at a game that asks for `minRating`. */
export function ratingAllows(minRating: number | undefined, rating: number | null): boolean {
  return minRating === undefined || rating === null || rating >= minRating;
}
