// Games: creating one (seats, kingdom), the lobby's answers, "my games" and one game's page.
import * as z from 'zod';
import { ALL_SETS } from '../engine/setup/kingdoms.js';
import { ASKED_MAX } from '../engine/words/asked.js';
import { CardNameText, Email, GameStatus, isoTime } from './common.js';
import { DisplayName, GameTitle } from './names.js';
import { gameView } from './engine-shapes.js';
import { UndoView } from './moves.js';
import { TurnLog } from './history.js';

/** "Your move" mail waits this long by default, and at most this long (minutes). */
export const DEFAULT_MAIL_GRACE_MINUTES = 3;
export const MAX_MAIL_GRACE_MINUTES = 120;

/** The card sets, as the engine lists them. */
export const SetName = z.enum(ALL_SETS);

export const Seat = z.union([
  z.object({ email: Email, name: DisplayName.optional() }).strict(),
  z.object({ bot: z.string().trim().min(1).max(30), name: DisplayName.optional() }).strict(),
]);
export type Seat = z.infer<typeof Seat>;

/**
 * An open game (POST /games with `open`): `seats` places in all (2–6), the creator's and any invited
 * or bot seats among them; the rest are free for any signed-in player to take. `public`: anyone
 * signed in may watch it. `minRating`: players rated below it may not take a seat.
 */
export const OpenGameOptions = z
  .object({
    seats: z.number().int().min(2, 'open.seats is 2 to 6.').max(6, 'open.seats is 2 to 6.'),
    public: z.boolean().optional(),
    minRating: z
      .number()
      .int()
      .min(0, 'open.minRating is 0 to 5000.')
      .max(5000, 'open.minRating is 0 to 5000.')
      .optional(),
  })
  .strict();
export type OpenGameOptions = z.infer<typeof OpenGameOptions>;

export const CreateGameBody = z
  .object({
    /** The creator's display name (seat 0). */
    name: DisplayName.optional(),
    /** The game's name; by default the players and a highlight of the kingdom. */
    title: GameTitle.optional(),
    /** The other seats: invited emails and/or bots (none for an open game). The creator always takes seat 0. */
    seats: z.array(Seat).max(5),
    recommended: z.string().trim().min(1).max(60).optional(),
    kingdom: z.array(CardNameText).length(10).optional(),
    randomFrom: z.array(SetName).max(3).optional(),
    events: z.array(CardNameText).max(2).optional(),
    landmarks: z.array(CardNameText).max(2).optional(),
    randomLandscapes: z.number().int().min(0).max(2).optional(),
    /** Email a nudge when a decision has waited this long (default 24 h). */
    reminderHours: z
      .number()
      .min(1)
      .max(24 * 14)
      .optional(),
    /** When a decision has waited this long, the Big Money bot takes it (off by default). */
    deadlineHours: z
      .number()
      .min(1)
      .max(24 * 30)
      .optional(),
    /**
     * How long "your move" mail waits before it goes (default 3): what happens meanwhile joins the
     * same mail, and a move taken back or answered at the table meanwhile sends none. 0: at once.
     */
    mailGraceMinutes: z.number().int().min(0).max(MAX_MAIL_GRACE_MINUTES).optional(),
    /** false: nobody may take moves back (on by default). */
    undo: z.boolean().optional(),
    /** false: refuse vacation (fast games): a player's time away does not hold the deadline (honoured by default). */
    vacation: z.boolean().optional(),
    /** Open to any signed-in player (free seats): see OpenGameOptions. */
    open: OpenGameOptions.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.open && b.seats.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['seats'],
        message: 'seats: a game needs at least one other seat (an email or a bot), or `open`.',
      });
    if (b.open && b.seats.length + 1 >= b.open.seats) {
      ctx.addIssue({
        code: 'custom',
        path: ['open', 'seats'],
        message: `open.seats: ${b.open.seats} places leave none free after the creator and ${b.seats.length} other seat(s).`,
      });
    }
  });
export type CreateGameBody = z.infer<typeof CreateGameBody>;

/** A seat as anyone at the table sees it; `email` only on the viewer's own seat. */
export const SeatView = z
  .object({
    seat: z.number().int().min(0),
    name: z.string(),
    kind: z.enum(['human', 'bot']),
    joined: z.boolean(),
    email: z.string().optional(),
    /** A free seat of an open game: any signed-in player may take it. */
    free: z.boolean().optional(),
    /** The seat's player is on vacation until this date (YYYY-MM-DD, back that day): public, shown to the table. */
    awayUntil: z.iso.date().optional(),
    /** Once the game is over, a rated human's rating handle: their page is /players/<handle> (the seat's name may differ). */
    handle: z.string().optional(),
  })
  .strict();
export type SeatView = z.infer<typeof SeatView>;

/** 201 to POST /games. */
export const CreatedResponse = z
  .object({
    gameId: z.string(),
    status: GameStatus,
    seats: z.array(SeatView),
    kingdom: z.array(z.string()),
    events: z.array(z.string()),
    landmarks: z.array(z.string()),
  })
  .strict();
export type CreatedResponse = z.infer<typeof CreatedResponse>;

/**
 * POST /games/{gameId}/join: the invitee may name their seat, as the creator names theirs
 * (CreateGameBody.name, the same rules); without a name the seat keeps the one it was given.
 */
export const JoinGameBody = z.object({ name: DisplayName.optional() }).strict();
export type JoinGameBody = z.infer<typeof JoinGameBody>;

/** The answer to POST /games/{gameId}/join. */
export const JoinResponse = z.object({ gameId: z.string(), status: GameStatus, seats: z.array(SeatView) }).strict();
export type JoinResponse = z.infer<typeof JoinResponse>;

/** POST /games/{gameId}/leave. */
export const LeaveResponse = z.object({ gameId: z.string(), status: GameStatus }).strict();
export type LeaveResponse = z.infer<typeof LeaveResponse>;

/** One row of "my games". */
export const GameSummary = z
  .object({
    gameId: z.string(),
    status: GameStatus,
    seat: z.number().int().min(0),
    yourMove: z.boolean(),
    seq: z.number().int(),
    players: z.array(z.string()),
    updatedAt: isoTime,
    /**
     * The game's name (absent on games created before names), its kingdom, what is asked while it runs (the engine's
     * askedLines for this player: "Your move: discard 2 cards (Militia)", "Waiting for Bob: Buy phase"), and once over the winners and scores.
     */
    title: z.string().optional(),
    kingdom: z.array(z.string()).optional(),
    asked: z.array(z.string().max(ASKED_MAX)).max(6).optional(),
    winners: z.array(z.string()).optional(),
    scores: z.array(z.number()).optional(),
    /** The other players on vacation now, each with the day they are back (YYYY-MM-DD). */
    away: z.array(z.object({ name: z.string(), until: z.iso.date() }).strict()).optional(),
    /** A rematch: the finished game it replays (its invitation is answered on the rematch panel). */
    rematchOf: z.string().optional(),
  })
  .strict();
export type GameSummary = z.infer<typeof GameSummary>;

/** GET /games: "your move" first. */
export const GamesResponse = z.object({ games: z.array(GameSummary) }).strict();
export type GamesResponse = z.infer<typeof GamesResponse>;

/** What an invitation's page shows before joining: the game's name, who invites, the kingdom and the pace. */
export const GameSetupView = z
  .object({
    title: z.string(),
    inviter: z.string(),
    kingdom: z.array(z.string()),
    events: z.array(z.string()),
    landmarks: z.array(z.string()),
    reminderHours: z.number(),
    deadlineHours: z.number().nullable(),
    mailGraceMinutes: z.number(),
    /** false: the game refuses vacation (its deadline runs while a player is away). */
    vacation: z.boolean().optional(),
    /** A rematch: the finished game it replays (contract/community/rematch.ts). */
    rematchOf: z.string().optional(),
  })
  .strict();
export type GameSetupView = z.infer<typeof GameSetupView>;

/**
 * GET /games/{gameId}: `present=1` when a person has the game's page open (the table's load and its
 * polls); their "your move" mail then waits until they leave.
 */
export const GameQuery = z.object({ present: z.literal('1').optional() }).strict();

/** What happened since the caller's last move, one sentence line per turn (the engine's sinceLines, redacted for the caller). */
export const SinceLines = z.array(z.string().max(4000)).max(200);

/**
 * Where an answer link from a mail stands (GET /games/{gameId} with its token): `ready` (the game is
 * where the mail left it and the answer is legal: one POST makes it), `done` (this answer was made),
 * `stale` (the game moved on: the view shows what waits now), `refused` (not a legal answer now),
 * `over` (the game ended). `answer`: the link's move in notation; `linkSeq`: the seq it was made for.
 */
export const AnswerLinkStatus = z.enum(['ready', 'done', 'stale', 'refused', 'over']);
export type AnswerLinkStatus = z.infer<typeof AnswerLinkStatus>;
export const AnswerLinkView = z
  .object({
    status: AnswerLinkStatus,
    answer: z.string().max(200),
    linkSeq: z.number().int().min(0),
    message: z.string().max(500).optional(),
    /** The question the link answers when it is not a decision the player owes: a request to take moves back ("Bob asks to take back their last move."). */
    question: z.string().max(300).optional(),
    /** For a ready turn link that buys: what the player will have then ("With all your Treasures played you have $7 to spend; Gold costs $6."). */
    detail: z.string().max(300).optional(),
  })
  .strict();
export type AnswerLinkView = z.infer<typeof AnswerLinkView>;

/**
 * Everything the table shows, as the caller may see it: GET /games/{gameId} answers it, and so does a
 * move (POST /games/{gameId}/moves, with `appliedSeq` and `duplicate`), so a move from the table is
 * one request. The caller's view (null before the start), the game's set-up, what happened since the
 * caller's last move, what they may take back, and the turn in progress (`turn`: the table's log);
 * with an answer link's token, where that answer stands (`answerLink`).
 */
export const TableResponse = z
  .object({
    /** The caller's seat; null for a spectator of a public game (no hand, no seat's own lines). */
    gameId: z.string(),
    status: GameStatus,
    seat: z.number().int().min(0).nullable(),
    seq: z.number().int(),
    seats: z.array(SeatView),
    about: GameSetupView.optional(),
    view: gameView.nullable(),
    since: SinceLines.optional(),
    answerLink: AnswerLinkView.optional(),
    /** What the caller may take back now (absent before the start). */
    undo: UndoView.optional(),
    /** The turn in progress, its events as the caller may see them (empty before the start). */
    turn: TurnLog,
    /** To a move: the seq it got (the first one's, for a repeat). */
    appliedSeq: z.number().int().optional(),
    /** To a move: it had been made already (its idempotency key), and the first result is answered. */
    duplicate: z.boolean().optional(),
  })
  .strict();
export type TableResponse = z.infer<typeof TableResponse>;
/** GET /games/{gameId}: the table. */
export const GameResponse = TableResponse;
export type GameResponse = z.infer<typeof GameResponse>;
