// A game's history: the log up to a seq as the caller may see it, the board then, where turns
// start and the VP timeline; or only the turn in progress (the table's log).
import * as z from 'zod';
import { isoTime } from './common.js';
import { deckComposition, gameView, logEntry, turnStart, vpPoint } from './engine-shapes.js';

export const HistoryQuery = z
  .object({
    /** Show the log up to and including this seq (default: all). */
    at: z.coerce.number().int().min(0).max(9_999_999_999, 'at is a seq: at most 9999999999.').optional(),
    /**
     * `turn`: only the events of the turn in progress (the table's log), without the board or stats;
     * `timeline`: every event and the board at every step, as patches (TimelineResponse).
     */
    part: z.enum(['all', 'turn', 'timeline']).optional(),
  })
  .strict()
  .refine((q) => !(q.part !== undefined && q.part !== 'all' && q.at !== undefined), {
    message: 'part=turn and part=timeline take no "at".',
  });

/** One event as the caller may see it (others' answers read "answers" until the game ends). */
export const HistoryEvent = z
  .object({
    seq: z.number().int(),
    at: isoTime,
    seat: z.number().int().nullable(),
    by: z.string().nullable(),
    kind: z.string(),
    text: z.string().nullable(),
    log: z.array(logEntry),
  })
  .strict();
export type HistoryEvent = z.infer<typeof HistoryEvent>;

/** VP over turns: every seat's line once the game is over, only the caller's before (`vp` in `seats` order); final decks once over. */
export const HistoryStats = z
  .object({ seats: z.array(z.number().int()), vp: z.array(vpPoint), decks: z.array(deckComposition).nullable() })
  .strict();
export type HistoryStats = z.infer<typeof HistoryStats>;

/** GET /games/{gameId}/history[?at=N]. */
export const HistoryResponse = z
  .object({
    /**
     * `at`: the step shown, a live record's seq (asked for a move taken back, the step before it);
     * `next`: the next step's seq, null at the end. Steps are numbered by the log's seqs, as the timeline's.
     */
    gameId: z.string(),
    seq: z.number().int(),
    at: z.number().int(),
    next: z.number().int().nullable(),
    over: z.boolean(),
    events: z.array(HistoryEvent),
    /** The board at `at` as the caller saw it then; once the game is over, as everyone sees it (every hand revealed). */
    view: gameView.nullable(),
    /** Where each turn starts (public). */
    turns: z.array(turnStart),
    stats: HistoryStats.nullable(),
  })
  .strict();
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/**
 * The turn in progress: its events (from the one that starts it), its log cut from the entry that
 * opened the turn (the engine's currentTurnLog, as the caller may see it: what the table shows), and
 * whether the game is over.
 */
export const TurnLog = z.object({ over: z.boolean(), events: z.array(HistoryEvent), log: z.array(logEntry) }).strict();
export type TurnLog = z.infer<typeof TurnLog>;

/** GET /games/{gameId}/history?part=turn: the turn in progress only. */
export const TurnLogResponse = z
  .object({
    gameId: z.string(),
    seq: z.number().int(),
    over: z.boolean(),
    events: z.array(HistoryEvent),
    log: z.array(logEntry),
  })
  .strict();
export type TurnLogResponse = z.infer<typeof TurnLogResponse>;
