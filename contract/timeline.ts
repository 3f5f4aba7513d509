// The viewer's whole timeline in one answer (GET /games/{gameId}/history?part=timeline): every
// event as the history shows it, and the board at every step as the viewer may see it, sent as the
// board at the start plus, per step, only what changed (a patch: patch.ts, shared by the server's
// encoder and the web's decoder), so the history steps locally.
import * as z from 'zod';
import { gameView, turnStart } from './engine-shapes.js';
import { HistoryEvent, HistoryStats } from './history.js';
export * from './patch.js';

const PathSchema = z.array(z.union([z.string().max(60), z.number().int().min(0).max(10_000)])).max(12);
export const PatchSchema = z.array(z.union([z.tuple([PathSchema, z.unknown()]), z.tuple([PathSchema])])).max(2_000);

/** A timeline covers at most this many moves (a long 4-player game is about 900). */
export const TIMELINE_MAX_STEPS = 3_000;

/** GET /games/{gameId}/history?part=timeline. */
export const TimelineResponse = z
  .object({
    gameId: z.string(),
    seq: z.number().int(),
    over: z.boolean(),
    /** Every live event, as the history shows it (others' answers read "answers" until the end; moves taken back left out). */
    events: z.array(HistoryEvent),
    turns: z.array(turnStart),
    stats: HistoryStats.nullable(),
    /** The board at seq 0 as the viewer saw it (once the game is over: as everyone sees it); null before the start. */
    start: gameView.nullable(),
    /**
     * `steps[k]` turns the board at `events[k].seq` into the board at `events[k + 1].seq`: one step per
     * event, so per seq unless moves were taken back (those are no step; each undo record is one).
     */
    steps: z.array(PatchSchema).max(TIMELINE_MAX_STEPS),
  })
  .strict();
export type TimelineResponse = z.infer<typeof TimelineResponse>;
