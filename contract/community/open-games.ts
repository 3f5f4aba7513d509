// Open games: the list any signed-in player may join from (GET /open-games, filtered by player
// count, sets and pace), taking a free seat (POST /games/{gameId}/seat) and the creator's early
// start with bots in the seats still free (POST /games/{gameId}/start).
import * as z from 'zod';
import { SetName } from '../games.js';
import { isoTime } from '../common.js';

/**
 * How fast a game goes, from its deadline (else its reminder): `fast` a move within 12 hours,
 * `daily` within two days, `relaxed` slower or without a deadline.
 */
export const Pace = z.enum(['fast', 'daily', 'relaxed'], { message: 'pace is "fast", "daily" or "relaxed".' });
export type Pace = z.infer<typeof Pace>;

/** GET /open-games: `players` (2–6), `sets` (comma-separated: games that use only these), `pace`. */
export const OpenGamesQuery = z
  .object({
    players: z
      .string()
      .regex(/^[2-6]$/, 'players is a number from 2 to 6.')
      .transform(Number)
      .optional(),
    sets: z
      .string()
      .max(60)
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(SetName, { message: 'sets lists base, intrigue or empires, separated by commas.' })
          .min(1, 'sets names at least one set.'),
      )
      .optional(),
    pace: Pace.optional(),
  })
  .strict();
export type OpenGamesQuery = z.infer<typeof OpenGamesQuery>;

/** One open game as the list shows it (never an email: seats by name). */
export const OpenGameSummary = z
  .object({
    gameId: z.string(),
    title: z.string(),
    creator: z.string(),
    /** Places in all, and how many are still free. */
    seats: z.number().int().min(2).max(6),
    free: z.number().int().min(1).max(5),
    players: z.array(z.string()),
    sets: z.array(SetName),
    kingdom: z.array(z.string()),
    reminderHours: z.number(),
    deadlineHours: z.number().nullable(),
    pace: Pace,
    undo: z.boolean(),
    minRating: z.number().int().optional(),
    public: z.boolean(),
    /** Whether the caller holds a seat already (their own game, or one they joined). */
    yours: z.boolean(),
    createdAt: isoTime,
    expiresAt: isoTime,
    /** The other seated players on vacation now, each with the day they are back (YYYY-MM-DD), as "my games" shows them. */
    away: z.array(z.object({ name: z.string(), until: z.iso.date() }).strict()).optional(),
  })
  .strict();
export type OpenGameSummary = z.infer<typeof OpenGameSummary>;

export const OpenGamesResponse = z.object({ games: z.array(OpenGameSummary) }).strict();
export type OpenGamesResponse = z.infer<typeof OpenGamesResponse>;

/** POST /games/{gameId}/start: the creator starts an open game now, a bot of this level in each free seat. */
export const StartOpenGameBody = z
  .object({ bot: z.enum(['easy', 'normal', 'hard'], { message: 'bot is "easy", "normal" or "hard".' }).optional() })
  .strict();
export type StartOpenGameBody = z.infer<typeof StartOpenGameBody>;
