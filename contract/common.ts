// Shapes every part of the API shares: ids, emails, the enums (each declared once), the error body.
import * as z from 'zod';

/** Request bodies larger than this are refused (413) before parsing. */
export const MAX_BODY_BYTES = 16 * 1024;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Not an email address.' }))
  .pipe(z.string().max(254));
export const GameId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'Not a game id.');
export const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,80}$/, 'An idempotency key is 8–80 letters, digits, "_", ".", ":" or "-".');
/** A card, pile, Event or Landmark name as sent (the engine says whether it exists). */
export const CardNameText = z.string().trim().min(1).max(40);

/** Where a game stands: waiting for invitees, being played, finished, or cancelled before the start. */
export const GameStatus = z.enum(['open', 'active', 'over', 'cancelled']);
export type GameStatus = z.infer<typeof GameStatus>;

/** How much game mail a player wants: every decision, only their turn (plus reminders), or a daily digest. */
export const NotifyPref = z.enum(['every', 'turn', 'digest'], { message: 'notify is "every", "turn" or "digest".' });
export type NotifyPref = z.infer<typeof NotifyPref>;

/** Every error answer: a code (errors.ts maps codes to statuses), a message for people, details. */
export const ApiError = z
  .object({
    error: z
      .object({ code: z.string().min(1), message: z.string().min(1), currentSeq: z.number().int().optional() })
      .catchall(z.unknown()),
  })
  .strict();
export type ApiError = z.infer<typeof ApiError>;

/** Bodies with nothing in them (join, leave). */
export const EmptyBody = z.object({}).strict();

export const isoTime = z.iso.datetime();
