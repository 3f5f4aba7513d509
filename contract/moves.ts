// Moves: the structured move (the engine's Move without the seat, which is the caller's), the
// request that carries a move, and the answer to it.
import * as z from 'zod';
import type { Move } from '../engine/core/types.js';
import { CardNameText, GameId, IdempotencyKey } from './common.js';
import { gameView } from './engine-shapes.js';

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

export const SubmitMoveBody = z.object({
  gameId: GameId,
  /** The seq of the game the player saw; a stale one is a conflict (409). */
  expectedSeq: z.number().int().min(0),
  idempotencyKey: IdempotencyKey,
  /** Move notation ("play Village", "discard Copper, Estate") or structured data. */
  move: z.union([z.string().trim().min(1).max(300), MoveData]),
}).strict();
export type SubmitMoveBody = z.infer<typeof SubmitMoveBody>;

/** 200 to a move: the seq it got (the first one's, for a repeat), where the game is now, the caller's view. */
export const MoveResponse = z.object({
  gameId: z.string(), appliedSeq: z.number().int(), seq: z.number().int(), duplicate: z.boolean(), view: gameView.nullable(),
}).strict();
export type MoveResponse = z.infer<typeof MoveResponse>;
