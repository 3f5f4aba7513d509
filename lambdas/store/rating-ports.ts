// What the ratings (lambdas/ratings/) ask of the store: players' ratings with their history, the
// record that rates each finished game once, the handles player pages are found by, and two lists
// on the index: the LEADER list (best first) and the RATED list (games in finish order, which the
// rebuild walks). Both store implementations provide it; test/lambdas/store/ratings-contract.ts holds them to it.
import type { LeaderRow, PlayerRating, RatedGame, RatingEntry } from './rating-records.js';

export interface Ratings {
  getPlayerRating(email: string): Promise<PlayerRating | null>;
  /**
   * Writes a rating if it is still at revision `p.rev` (0: none stored yet), then bumps `p.rev`;
   * false if another write came first. With LEADERBOARD_MIN_GAMES played it is on the LEADER list.
   */
  putPlayerRating(p: PlayerRating): Promise<boolean>;
  /** Writes a history entry (the same game again: the same entry, overwritten). */
  putRatingEntry(email: string, e: RatingEntry): Promise<void>;
  /** The newest `limit` history entries, oldest first. */
  ratingHistory(email: string, limit: number): Promise<RatingEntry[]>;
  getRatedGame(gameId: string): Promise<RatedGame | null>;
  /** Writes a game's rating once (false if one is there), or with `replace` over it (the rebuild). */
  putRatedGame(r: RatedGame, replace?: boolean): Promise<boolean>;
  /** Every rated game's id, in finish order. */
  ratedGames(): Promise<string[]>;
  /** Claims `handle` (its handleKey) for `email`: true if it is now theirs (or was already). */
  claimHandle(handle: string, email: string): Promise<boolean>;
  /** The email a handle belongs to (by handleKey), or null. */
  handleOwner(handle: string): Promise<string | null>;
  /** The best `limit` players on the LEADER list, best first (equal ratings: by handle). */
  leaderboard(limit: number): Promise<LeaderRow[]>;
}
