// The ratings' records (lambdas/ratings/): a player's rating with their stats (USER#<email> /
// RATING, on the LEADER index once they have enough rated games), one history entry per rated
// game (USER#<email> / RATED#<finished at>#<gameId>), the record of a rated game that makes its
// rating happen once (GAME#<id> / RATED, on the RATED index in finish order), and the public
// handle a player page is found by (HANDLE#<key> / HANDLE). Emails stay on the server.

/** A Weng-Lin skill (openskill): the mean and its uncertainty. */
/**
 * The shown rating of a player with no rated game: ratings/rules.ts `displayRating(START_SKILL)`, a
 * test holds the two equal. A constant here, so the lobby reads it without bundling the rating library.
 */
export const NEWCOMER_RATING = 1000;

export interface SkillFigures {
  mu: number;
  sigma: number;
}

export interface PlayerRating extends SkillFigures {
  email: string;
  /** The name the player page and the leaderboard show (claimed once: handleKey). */
  handle: string;
  /** The shown rating (rules.ts displayRating). */
  rating: number;
  /** Rated games played, won (first place, shared or not) and abandoned (timed out). */
  played: number;
  won: number;
  abandoned: number;
  /** Card name → bought in rated games. */
  buys: Record<string, number>;
  /** The newest rated games applied (at most RECENT_GAMES): a replayed rating is skipped by them. */
  recentGames: string[];
  lastAt: number;
  /** Bumped by every write; the next write checks it (0: not stored yet). */
  rev: number;
}

/** How many applied game ids a rating keeps to recognise a replay. */
export const RECENT_GAMES = 20;
/** Rated games a player needs to be on the leaderboard. */
export const LEADERBOARD_MIN_GAMES = 10;

/** One point of a player's rating history. */
export interface RatingEntry {
  gameId: string;
  at: number;
  rating: number;
  place: number;
  seats: number;
  won: boolean;
  timedOut: boolean;
}

/** One human's part of a rated game: their rating as it stood and as the game leaves it. */
export interface RatedPlayer {
  before: PlayerRating;
  after: PlayerRating;
  entry: RatingEntry;
}

/** The rating of one finished game, written once (the conditional write keyed on the game). */
export interface RatedGame {
  gameId: string;
  finishedAt: number;
  players: RatedPlayer[];
  /** Every player's part is written: a replayed projection has nothing left to do. */
  applied?: boolean;
}

/** A leaderboard line, as the LEADER index's sort key holds it (no extra read per line). */
export interface LeaderRow {
  handle: string;
  rating: number;
  played: number;
  won: number;
}

/** The key a handle is claimed under: NFC, case-folded, so "Ann" and "ann" are one player page. */
export const handleKey = (handle: string) => handle.normalize('NFC').toLowerCase();
