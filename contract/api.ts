// Request and response shapes of the game API, shared by the handlers and the web app.
// Only zod here: no Node or AWS imports, so a browser bundle can import this module.
import * as z from 'zod';

/** Request bodies larger than this are refused (413) before parsing. */
export const MAX_BODY_BYTES = 16 * 1024;

export const Email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Not an email address.' })).pipe(z.string().max(254));
export const GameId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'Not a game id.');
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,80}$/, 'An idempotency key is 8–80 letters, digits, "_", ".", ":" or "-".');
const CardNameText = z.string().trim().min(1).max(40);
const SetName = z.enum(['base', 'intrigue', 'empires']);

/**
 * A display name: what other players see at the table and in mail. Besides control characters,
 * invisible ones (zero-width, bidi overrides, line separators: \p{C}, \p{Zl}, \p{Zp}) are refused,
 * so a name cannot pass for another player's or reverse the text around it.
 */
export const DisplayName = z.string().trim().min(1, 'A display name cannot be empty.').max(30, 'A display name is at most 30 characters.')
  .regex(/^[^\p{C}\p{Zl}\p{Zp}<>]*$/u, 'A display name cannot hold control or invisible characters, "<" or ">".');

export const Seat = z.union([
  z.object({ email: Email, name: DisplayName.optional() }).strict(),
  z.object({ bot: z.string().trim().min(1).max(30), name: DisplayName.optional() }).strict(),
]);
export type Seat = z.infer<typeof Seat>;

export const CreateGameBody = z.object({
  /** The creator's display name (seat 0). */
  name: DisplayName.optional(),
  /** The other seats: invited emails and/or bots. The creator always takes seat 0. */
  seats: z.array(Seat).min(1).max(5),
  recommended: z.string().trim().min(1).max(60).optional(),
  kingdom: z.array(CardNameText).length(10).optional(),
  randomFrom: z.array(SetName).max(3).optional(),
  events: z.array(CardNameText).max(2).optional(),
  landmarks: z.array(CardNameText).max(2).optional(),
  randomLandscapes: z.number().int().min(0).max(2).optional(),
  /** Email a nudge when a decision has waited this long (default 24 h). */
  reminderHours: z.number().min(1).max(24 * 14).optional(),
  /** When a decision has waited this long, the Big Money bot takes it (off by default). */
  deadlineHours: z.number().min(1).max(24 * 30).optional(),
}).strict();
export type CreateGameBody = z.infer<typeof CreateGameBody>;

const Answer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cards'), cards: z.array(CardNameText).max(60) }).strict(),
  z.object({ kind: z.literal('pile'), pile: CardNameText.nullable() }).strict(),
  z.object({ kind: z.literal('option'), options: z.array(z.string().min(1).max(40)).max(20) }).strict(),
  z.object({ kind: z.literal('order'), cards: z.array(CardNameText).max(60) }).strict(),
  z.object({ kind: z.literal('number'), value: z.number().int().min(-1000).max(1000) }).strict(),
  z.object({ kind: z.literal('yesno'), yes: z.boolean() }).strict(),
]);

/** A move as structured data (the seat is the caller's); the text notation is the alternative. */
export const MoveData = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: CardNameText }).strict(),
  z.object({ type: z.literal('playTreasures') }).strict(),
  z.object({ type: z.literal('buy'), card: CardNameText }).strict(),
  z.object({ type: z.literal('payDebt'), amount: z.number().int().min(1).max(1000) }).strict(),
  z.object({ type: z.literal('endPhase') }).strict(),
  z.object({ type: z.literal('answer'), answer: Answer }).strict(),
]);
export type MoveData = z.infer<typeof MoveData>;

export const SubmitMoveBody = z.object({
  gameId: GameId,
  /** The seq of the game the player saw; a stale one is a conflict (409). */
  expectedSeq: z.number().int().min(0),
  idempotencyKey: IdempotencyKey,
  /** Move notation ("play Village", "discard Copper, Estate") or structured data. */
  move: z.union([z.string().trim().min(1).max(300), MoveData]),
}).strict();
export type SubmitMoveBody = z.infer<typeof SubmitMoveBody>;

export const HistoryQuery = z.object({
  /** Show the log up to and including this seq (default: all). */
  at: z.coerce.number().int().min(0).max(9_999_999_999, 'at is a seq: at most 9999999999.').optional(),
  /** `turn`: only the events of the turn in progress (the table's log), without the board or stats. */
  part: z.enum(['all', 'turn']).optional(),
}).strict().refine((q) => !(q.part === 'turn' && q.at !== undefined), { message: 'part=turn takes no "at".' });

export const EmptyBody = z.object({}).strict();

/** How much game mail a player wants: every decision, only their turn (plus reminders), or a daily digest. */
export const NotifyPref = z.enum(['every', 'turn', 'digest'], { message: 'notify is "every", "turn" or "digest".' });
export type NotifyPref = z.infer<typeof NotifyPref>;

/** POST /me: change any of these; `resumeMail` clears an undeliverable mark (only on request). */
export const UpdateProfileBody = z.object({
  /** null: back to the default (the email's local part). */
  displayName: DisplayName.nullable().optional(),
  notify: NotifyPref.optional(),
  resumeMail: z.literal(true).optional(),
}).strict().refine((b) => b.displayName !== undefined || b.notify !== undefined || b.resumeMail !== undefined, {
  message: 'Nothing to change: send displayName, notify or resumeMail.',
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

// ---- responses ------------------------------------------------------------------------------

export type SeatView = { seat: number; name: string; kind: 'human' | 'bot'; joined: boolean; email?: string };

export interface GameSummary {
  gameId: string;
  status: 'open' | 'active' | 'over' | 'cancelled';
  seat: number;
  yourMove: boolean;
  seq: number;
  players: string[];
  updatedAt: string;
}

/** GET /me and POST /me. */
export interface ProfileResponse {
  email: string;
  /** The chosen name, or null (games then use `defaultName`). */
  displayName: string | null;
  defaultName: string;
  notify: NotifyPref;
  /** Mail to this address bounced or was reported as spam: nothing is sent until `resumeMail`. */
  undeliverable: { reason: 'bounce' | 'complaint'; at: string } | null;
}

export interface ApiError {
  error: { code: string; message: string; currentSeq?: number };
}
