// Moves: the structured move (the engine's Move without the seat, which is the caller's), the
// request that carries a move, and the answer to it.
import * as z from 'zod';
import type { Move } from '../engine/core/types.js';
import { CardNameText, GameId, IdempotencyKey } from './common.js';

const Answer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cards'), cards: z.array(CardNameText).max(60) }).strict(),
  z.object({ kind: z.literal('pile'), pile: CardNameText.nullable() }).strict(),
  z.object({ kind: z.literal('option'), options: z.array(z.string().min(1).max(40)).max(20) }).strict(),
  z.object({ kind: z.literal('order'), cards: z.array(CardNameText).max(60) }).strict(),
  z.object({ kind: z.literal('number'), value: z.number().int().min(-1000).max(1000) }).strict(),
  z.object({ kind: z.literal('yesno'), yes: z.boolean() }).strict(),
]);

/** A move as structured data: the engine's Move, less the seat (the caller's). */
export type MoveData = { [T in Move['type']]: Omit<Extract<Move, { type: T }>, 'player'> }[Move['type']];

const MoveDataSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: CardNameText }).strict(),
  z.object({ type: z.literal('playTreasures') }).strict(),
  z.object({ type: z.literal('buy'), card: CardNameText }).strict(),
  z.object({ type: z.literal('payDebt'), amount: z.number().int().min(1).max(1000) }).strict(),
  z.object({ type: z.literal('endPhase') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({ type: z.literal('answer'), answer: Answer }).strict(),
]);
// The schema and the engine's moves are the same set: a move the engine gains fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMoves: Same<z.infer<typeof MoveDataSchema>, MoveData> = true;
void sameMoves;

export const MoveData: z.ZodType<MoveData> = MoveDataSchema;

/** The seat's move, as the engine takes it. */
export const toEngineMove = (m: MoveData, player: number): Move => ({ ...m, player });

/** The prefix of the idempotency keys the server makes for an answer link's moves: no client may send one. */
export const ANSWER_LINK_KEY_PREFIX = 'al-';

/** A client's idempotency key: not in the server's own key space, so no client can take a link's key first. */
const ClientIdempotencyKey = IdempotencyKey.refine(
  (k) => !k.toLowerCase().startsWith(ANSWER_LINK_KEY_PREFIX),
  `An idempotency key may not start with "${ANSWER_LINK_KEY_PREFIX}": those are the server's own.`,
);

export const SubmitMoveBody = z
  .object({
    gameId: GameId,
    /** The seq of the game the player saw; a stale one is a conflict (409). */
    expectedSeq: z.number().int().min(0),
    idempotencyKey: ClientIdempotencyKey,
    /** Move notation ("play Village", "discard Copper, Estate") or structured data. */
    move: z.union([z.string().trim().min(1).max(300), MoveData]),
  })
  .strict();
export type SubmitMoveBody = z.infer<typeof SubmitMoveBody>;

/**
 * Taking moves back (the engine's undo rules): `take` your last move now (free while it revealed
 * nothing and nobody else has moved since), `ask` the other humans to take it back, or `accept` /
 * `refuse` their request. Sent to the moves route: one pipeline for every change to a game.
 */
export const UndoAction = z.enum(['take', 'ask', 'accept', 'refuse']);
export type UndoAction = z.infer<typeof UndoAction>;

export const SubmitUndoBody = z
  .object({
    gameId: GameId,
    /** The seq of the game the player saw: what is taken back is exactly what they saw. */
    expectedSeq: z.number().int().min(0),
    idempotencyKey: ClientIdempotencyKey,
    undo: UndoAction,
  })
  .strict();
export type SubmitUndoBody = z.infer<typeof SubmitUndoBody>;

/** POST /games/{gameId}/moves takes a move or an undo: a body with its own `undo` field is an undo (so errors name the right fields). */
export const movesRouteBody = (data: unknown): typeof SubmitMoveBody | typeof SubmitUndoBody =>
  typeof data === 'object' && data !== null && Object.hasOwn(data, 'undo') ? SubmitUndoBody : SubmitMoveBody;

/** The moves it takes back, named for the reader ("your buy of Silver and the end of your turn 5"). */
const what = z.string().min(1).max(600).optional();
const count = z.object({ count: z.number().int().min(1), what }).strict();

/** What the caller may take back now, and the request open (seats), if any. */
export const UndoView = z
  .object({
    /** Taking back is free: nothing has been revealed since. */
    take: count.nullable(),
    /** Taking back needs the other humans' consent (bots accept at once). */
    ask: count.nullable(),
    request: z
      .object({
        by: z.number().int().min(0),
        count: z.number().int().min(1),
        what,
        accepted: z.array(z.number().int().min(0)),
        waitingFor: z.array(z.number().int().min(0)),
      })
      .strict()
      .nullable(),
    /** The game stands where a take-back left it (nobody has moved since): the table ends no turn by itself here. */
    takenBack: z.boolean().optional(),
  })
  .strict();
export type UndoView = z.infer<typeof UndoView>;
