// Ratings: GET /players/{name} (a player's page) and GET /leaderboard. A player is found by their
// handle, the name their first rated game gave them (never their email).
import * as z from 'zod';
import { GameId, GameStatus, isoTime } from '../common.js';

/** Longer than any handle (a display name, at most 30 characters, with " <n>" when it was taken). */
export const MAX_HANDLE = 40;

/** A player's handle as a path segment: NFC, trimmed, 1-40 characters. */
export const PlayerHandle = z
  .string()
  .transform((s) => s.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'A player name cannot be empty.')
      .max(MAX_HANDLE, `A player name is at most ${MAX_HANDLE} characters.`),
  );

/** One point of the rating's history: the rating after a rated game. */
export const RatingPoint = z
  .object({
    gameId: GameId,
    at: isoTime,
    rating: z.number().int(),
    /** 1 = first; shared on a tie. */
    place: z.number().int().min(1),
    seats: z.number().int().min(2).max(6),
    won: z.boolean(),
    timedOut: z.boolean(),
  })
  .strict();
export type RatingPoint = z.infer<typeof RatingPoint>;

/** A game on a player's page: what anyone may see of it (no hands, no mail addresses). */
export const PlayerGame = z
  .object({
    gameId: GameId,
    title: z.string(),
    status: GameStatus,
    players: z.array(z.string()),
    winners: z.array(z.string()),
    updatedAt: isoTime,
  })
  .strict();
export type PlayerGame = z.infer<typeof PlayerGame>;

export const PlayerResponse = z
  .object({
    handle: z.string(),
    rating: z.number().int(),
    played: z.number().int().min(0),
    won: z.number().int().min(0),
    /** Rated games the player timed out of (the deadline bot played for them): each a loss. */
    abandoned: z.number().int().min(0),
    /** Oldest first, at most the last 100 rated games. */
    history: z.array(RatingPoint),
    /** The kingdom cards the player bought most in rated games, most first. */
    favouriteCards: z.array(z.object({ card: z.string(), bought: z.number().int().min(1) }).strict()),
    currentGames: z.array(PlayerGame),
    finishedGames: z.array(PlayerGame),
  })
  .strict();
export type PlayerResponse = z.infer<typeof PlayerResponse>;

export const LeaderboardResponse = z
  .object({
    /** Rated games a player needs to be listed. */
    minGames: z.number().int(),
    players: z.array(
      z
        .object({
          place: z.number().int().min(1),
          handle: z.string(),
          rating: z.number().int(),
          played: z.number().int(),
          won: z.number().int(),
        })
        .strict(),
    ),
  })
  .strict();
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;
