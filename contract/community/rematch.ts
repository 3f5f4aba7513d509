// Rematch: at the end of a game any seat proposes a new game with the same players and options
// (POST /games/{gameId}/rematch); each other human accepts or declines it (POST
// /games/{gameId}/rematch/answer, on the finished game or on the rematch itself); GET
// /games/{gameId}/rematch tells where it stands. Seats by name only: never an email.
import * as z from 'zod';
import { GameStatus, IdempotencyKey } from '../common.js';

/** POST /games/{gameId}/rematch: the finished game's id in the path. */
export const ProposeRematchBody = z.object({ idempotencyKey: IdempotencyKey }).strict();
export type ProposeRematchBody = z.infer<typeof ProposeRematchBody>;

/** POST /games/{gameId}/rematch/answer: `accept` true joins the rematch, false cancels it for everyone. */
export const RematchAnswerBody = z
  .object({
    accept: z.boolean({ message: 'accept is true (play the rematch) or false (decline it).' }),
    idempotencyKey: IdempotencyKey,
  })
  .strict();
export type RematchAnswerBody = z.infer<typeof RematchAnswerBody>;

/** One seat of the rematch (in its new, rotated order) and whether its player has accepted (bots have). */
export const RematchSeat = z
  .object({
    seat: z.number().int().min(0),
    name: z.string(),
    kind: z.enum(['human', 'bot']),
    accepted: z.boolean(),
  })
  .strict();
export type RematchSeat = z.infer<typeof RematchSeat>;

/**
 * A rematch as a player of it sees it: the finished game and the new one, who proposed it, the seats
 * with who has accepted, and the caller's own seat and answer. `status`: the new game's (open while
 * some human has not accepted, active once all have, cancelled after a decline).
 */
export const RematchView = z
  .object({
    gameId: z.string(),
    rematchOf: z.string(),
    status: GameStatus,
    proposedBy: z.string(),
    seats: z.array(RematchSeat),
    yourSeat: z.number().int().min(0),
    youAccepted: z.boolean(),
  })
  .strict();
export type RematchView = z.infer<typeof RematchView>;

/** The answer of all three routes (the GET's is null while nobody has proposed one). */
export const RematchResponse = z.object({ rematch: RematchView.nullable() }).strict();
export type RematchResponse = z.infer<typeof RematchResponse>;
