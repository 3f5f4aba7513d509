// Talk at the table: a game's chat (GET and POST /games/{gameId}/chat). A message is plain text,
// NFC-normalised like names, trimmed, at most 500 characters, new lines allowed and no other control
// character (nor the bidirectional overrides that make text read as something else). The same POST
// mutes or unmutes the chat for the caller's seat: `{mute: true}`.
import * as z from 'zod';
import { IdempotencyKey, isoTime } from '../common.js';

export const CHAT_MAX_CHARS = 500;
/** Control characters but the new line, and bidirectional overrides and isolates. */
const FORBIDDEN = /[^\P{Cc}\n]|[\u202A-\u202E\u2066-\u2069]/u;

/** A message's text as posted: NFC, line ends as "\n", trimmed; 1–500 characters (code points). */
export const ChatText = z
  .string({ message: 'text is a string.' })
  .transform((s) => s.normalize('NFC').replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'text cannot be empty.')
      .refine((s) => [...s].length <= CHAT_MAX_CHARS, `text is at most ${CHAT_MAX_CHARS} characters.`)
      .refine((s) => !FORBIDDEN.test(s), 'text cannot hold control characters other than a new line.'),
  );

/** POST /games/{gameId}/chat: a message (`text` with an `idempotencyKey`), or `mute` (true/false) for the caller's seat. */
export const ChatPostBody = z
  .object({
    text: ChatText.optional(),
    idempotencyKey: IdempotencyKey.optional(),
    mute: z.boolean({ message: 'mute is true or false.' }).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.text === undefined) === (b.mute === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Send either text (a message) or mute (true or false).',
      });
    if (b.text !== undefined && b.idempotencyKey === undefined)
      ctx.addIssue({ code: 'custom', path: ['idempotencyKey'], message: 'A message needs an idempotencyKey.' });
  });
export type ChatPostBody = z.infer<typeof ChatPostBody>;

/** GET /games/{gameId}/chat takes no query. */
export const ChatQuery = z.object({}).strict();

/** One message as anyone who may read the chat sees it: the seat and its name, never an address. */
export const ChatLine = z
  .object({
    seat: z.number().int().min(0),
    name: z.string(),
    at: isoTime,
    text: z.string(),
    via: z.enum(['web', 'reply']),
  })
  .strict();
export type ChatLine = z.infer<typeof ChatLine>;

/** The chat: the newest messages (at most a page, newest last), and the caller's marks. */
export const ChatResponse = z
  .object({
    gameId: z.string(),
    messages: z.array(ChatLine),
    /** Whether older messages than the page holds exist. */
    more: z.boolean(),
    /** The newest message the caller had read before this answer (null: none, or a spectator): later ones are new. */
    lastReadAt: isoTime.nullable(),
    /** Whether the caller's seat muted the chat (null: a spectator). */
    muted: z.boolean().nullable(),
    /** Whether the caller may post (a seat); spectators read only. */
    canPost: z.boolean(),
    /** On a post: the message posted, and whether the key had posted it already. */
    posted: ChatLine.optional(),
    duplicate: z.boolean().optional(),
  })
  .strict();
export type ChatResponse = z.infer<typeof ChatResponse>;
