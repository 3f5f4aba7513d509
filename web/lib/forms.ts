// Input checks for server actions (zod): the backend's request schemas where they exist, and the
// forms' own shapes.
import * as z from 'zod';
import {
  DEFAULT_MAIL_GRACE_MINUTES,
  DisplayName,
  GameId,
  GameTitle,
  MAX_MAIL_GRACE_MINUTES,
  MoveData,
  Pace,
  SetName,
  SubmitMoveBody,
  SubmitUndoBody,
} from '@contract/api';

/**
 * Whether a form action's argument is a form: anyone may post an action with arguments of any
 * type (a string where a FormData belongs), which must get the form's "not well formed", not a 500.
 */
export const isFormData = (v: unknown): v is FormData => v instanceof FormData;

/** The message of a form action whose arguments are not a form. */
export const MALFORMED_FORM = 'That request is not well formed.';

/** A game id in a URL or form (the backend's own rule). */
export const GameIdInput = GameId;

/** The name an invitee chooses for their seat on joining: the backend's own rule (JoinGameBody.name). */
export const JoinNameInput = DisplayName;

/** A move from the table: the backend's request body, with the move as structured data only. */
export const SubmitInput = SubmitMoveBody.extend({ move: MoveData });

/** Taking moves back from the table: the backend's request body. */
export const UndoInput = SubmitUndoBody;

const lines = (s: string) =>
  s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The "new game" form, read from FormData. */
export const NewGameForm = z
  .object({
    name: z.string().trim().max(30).optional(),
    /** The game's name (empty: the backend makes one from the players and the kingdom). */
    title: GameTitle.optional(),
    mode: z.enum(['recommended', 'random', 'pick']),
    recommended: z.string().trim().max(60).optional(),
    sets: z.array(SetName).max(3),
    landscapes: z.coerce.number().int().min(0).max(2),
    kingdom: z.array(z.string().trim().min(1).max(40)).max(10),
    /** With a hand-picked kingdom: up to two Events and two Landmarks. */
    events: z.array(z.string().trim().min(1).max(40)).max(2, 'Pick at most 2 Events.'),
    landmarks: z.array(z.string().trim().min(1).max(40)).max(2, 'Pick at most 2 Landmarks.'),
    invites: z
      .string()
      .max(2000)
      .transform(lines)
      .pipe(z.array(z.email('Not an email address.')).max(5)),
    bots: z.coerce.number().int().min(0).max(5),
    /** The bots' level (the engine's bot ids). */
    botLevel: z.enum(['easy', 'normal', 'hard']),
    reminderHours: z.coerce
      .number()
      .min(1)
      .max(24 * 14),
    deadlineHours: z
      .union([
        z.literal('').transform(() => undefined),
        z.coerce
          .number()
          .min(1)
          .max(24 * 30),
      ])
      .optional(),
    /** How long "your move" mail waits (minutes; 0: at once). */
    mailGraceMinutes: z.coerce.number().int('Whole minutes.').min(0).max(MAX_MAIL_GRACE_MINUTES),
    /** Whether players may take moves back (on by default). */
    undo: z.enum(['on', 'off']),
    /** Whether a player's time away holds the deadline (on by default; off: a fast game). */
    vacation: z.enum(['on', 'off']).optional(),
    /** An open game: how many players in all ('' = not open; the seats beyond yours, invites and bots are free). */
    openSeats: z
      .union([
        z.literal('').transform(() => undefined),
        z.coerce.number().int().min(2, 'An open game has 2–6 players.').max(6, 'An open game has 2–6 players.'),
      ])
      .optional(),
    /** An open game anyone signed in may watch. */
    public: z.enum(['on']).optional(),
    /** The lowest rating that may take a seat ('' = anyone). */
    minRating: z
      .union([
        z.literal('').transform(() => undefined),
        z.coerce.number().int('A whole number.').min(0, 'At least 0.').max(5000, 'At most 5000.'),
      ])
      .optional(),
  })
  .superRefine((f, ctx) => {
    const seats = f.invites.length + f.bots;
    if (f.openSeats !== undefined) {
      if (1 + seats >= f.openSeats)
        ctx.addIssue({
          code: 'custom',
          message: `With ${seats} invited or bot seat(s) besides you, ${f.openSeats} players leave no seat free: choose more players or fewer bots.`,
          path: ['openSeats'],
        });
    } else if (seats < 1 || seats > 5)
      ctx.addIssue({
        code: 'custom',
        message: `A game has 2–6 players: invite or add 1–5 others, or open it to anyone (you have ${seats}).`,
        path: ['bots'],
      });
    if (f.mode === 'recommended' && !f.recommended)
      ctx.addIssue({ code: 'custom', message: 'Pick a recommended set.', path: ['recommended'] });
    if (f.mode === 'pick' && f.kingdom.length !== 10)
      ctx.addIssue({
        code: 'custom',
        message: `Pick exactly 10 Kingdom piles (you picked ${f.kingdom.length}).`,
        path: ['kingdom'],
      });
  });
export type NewGameForm = z.infer<typeof NewGameForm>;

/** The Open games list's filters, from the page's query (anything else is ignored, not refused: it is a link). */
export const OpenGamesFilter = z.object({
  players: z.enum(['2', '3', '4', '5', '6']).optional().catch(undefined),
  sets: z
    .union([SetName, z.array(SetName)])
    .optional()
    .catch(undefined)
    .transform((x) => (x === undefined ? [] : Array.isArray(x) ? x : [x])),
  pace: Pace.optional().catch(undefined),
});
export type OpenGamesFilter = z.infer<typeof OpenGamesFilter>;

export function readNewGameForm(fd: FormData) {
  const s = (k: string) => (typeof fd.get(k) === 'string' ? (fd.get(k) as string) : undefined);
  return NewGameForm.safeParse({
    name: s('name') || undefined,
    title: s('title')?.trim() || undefined,
    mode: s('mode'),
    recommended: s('recommended') || undefined,
    sets: fd.getAll('sets'),
    landscapes: s('landscapes') ?? '0',
    kingdom: fd.getAll('kingdom'),
    events: fd.getAll('events'),
    landmarks: fd.getAll('landmarks'),
    invites: s('invites') ?? '',
    bots: s('bots') ?? '0',
    botLevel: s('botLevel') ?? 'normal',
    reminderHours: s('reminderHours') ?? '24',
    deadlineHours: s('deadlineHours') ?? '',
    mailGraceMinutes: s('mailGraceMinutes') || String(DEFAULT_MAIL_GRACE_MINUTES),
    undo: s('undo') ?? 'on',
    vacation: s('vacation') ?? 'on',
    openSeats: s('openSeats') ?? '',
    public: s('public') || undefined,
    minRating: s('minRating') ?? '',
  });
}
