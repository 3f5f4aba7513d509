// The viewer's whole timeline for the history page, from one replay of the log: every event as the
// history shows it, where turns start, the VP timeline, and the board at every step exactly as
// GET /history?at=N would show it — while the game runs each step's own view (what the viewer saw
// then), once it is over each step with every hand revealed — sent as the first board plus one
// patch per step (contract/timeline.ts), so the page steps without asking again; and the history at
// one step (historyAt: GET /history?at=N) from the same replay.
//
// A game with moves taken back steps through its live records only: the moves taken back are not
// in it, and each undo record (asked, agreed, refused, taken back) is a step of its own whose board
// is the game after it — what ?at= shows at that record's seq. Seqs are the log's record seqs
// throughout (turns and VP points too), so a step's address (?at=N) is the same either way.
import { gameTimeline, revealedView, view, type GameState, type GameTimeline, type GameView } from '../kernel/rules.js';
import { historyEvent } from './history-events.js';
import { liveRecords } from '../kernel/replay.js';
import { ApiFailure } from '../kernel/errors.js';
import {
  diff,
  placeIn,
  TIMELINE_MAX_STEPS,
  type HistoryResponse,
  type Patch,
  type TimelineResponse,
} from '../../contract/api.js';
import type { GameMeta, LogRecord, MoveRecord } from '../store/records.js';

/** VP over turns: every seat's line and the final decks once the game is over, only the viewer's own line before. */
function historyStats(meta: GameMeta, t: GameTimeline, seat: number | null, over: boolean): TimelineResponse['stats'] {
  if (over) return { seats: meta.seats.map((_, i) => i), vp: t.vp, decks: t.decks };
  // A spectator (no seat) has no line of their own before the end.
  const own = seat === null ? [] : [seat];
  return { seats: own, vp: t.vp.map((p) => ({ ...p, vp: own.map((i) => p.vp[i]) })), decks: null };
}

/** The live moves of a log as the engine replays them, and the fresh decks of the takes that crossed revealed information. */
function liveLog(live: readonly LogRecord[]) {
  const played = live.filter((r): r is MoveRecord => r.kind === 'move');
  let before = 0;
  const fresh: { at: number; salt: string }[] = [];
  for (const r of live) {
    if (r.kind === 'move') before++;
    // Only a take that crossed revealed information reshuffles (as the live replay does: replay.ts).
    else if (r.kind === 'undo' && r.undo?.action === 'take' && r.undo.fresh)
      fresh.push({ at: before, salt: String(r.seq) });
  }
  return { played, moves: played.map((r) => r.move), fresh };
}

/**
 * The timeline with record seqs: the engine counts its live moves (seq k: after the k-th), the log
 * numbers every record, taken back or not. Without take-backs the two are the same.
 */
function onRecordSeqs(t: GameTimeline, played: readonly LogRecord[]): GameTimeline {
  const seqOf = (k: number) => (k === 0 ? 0 : (played[k - 1]?.seq ?? k));
  return {
    ...t,
    turns: t.turns.map((x) => ({ ...x, seq: seqOf(x.seq) })),
    vp: t.vp.map((p) => ({ ...p, seq: seqOf(p.seq) })),
  };
}

/**
 * The boards of one replay, one per live record, as the first board and patches; `revealed`: every
 * hand shown (a finished game). A record's board is the game after the last live move at or before
 * it (an undo record shows the game it left: the same board as the step before).
 */
function boards(meta: GameMeta, live: readonly LogRecord[], seat: number | null, revealed: boolean) {
  const { played, moves, fresh } = liveLog(live);
  // How many steps show the board after k moves: the k-th move itself, and the undo records after it.
  const shows = new Array<number>(moves.length + 1).fill(0);
  let k = 0;
  for (const r of live) {
    if (r.kind === 'move') k++;
    shows[k]++;
  }
  let start: GameView | null = null;
  let prev: unknown = null;
  const steps: Patch[] = [];
  let over = false;
  let visit = 0;
  const timeline = gameTimeline({ config: meta.config, moves, fresh }, (s: GameState) => {
    over = s.result !== null;
    const n = shows[visit++];
    if (n === 0) return;
    // As JSON: what the answer carries (no undefined fields), so patches replay to the same document.
    const now: unknown = JSON.parse(JSON.stringify(revealed ? revealedView(s) : view(s, seat)));
    if (prev === null) start = now as GameView;
    else steps.push(diff(prev, now));
    for (let i = 1; i < n; i++) steps.push([]);
    prev = now;
  });
  return { start: start as GameView | null, steps, timeline: onRecordSeqs(timeline, played), over };
}

/** `maxSteps`: the most moves one timeline holds (a test may lower it: Deps.timelineMaxSteps); past it, 413. */
export function timelineFor(
  meta: GameMeta,
  records: readonly LogRecord[],
  seat: number | null,
  maxSteps = TIMELINE_MAX_STEPS,
): TimelineResponse {
  const last = records.at(-1)?.seq ?? -1;
  if (last < 0)
    return { gameId: meta.gameId, seq: -1, over: false, events: [], turns: [], stats: null, start: null, steps: [] };
  const live = liveRecords(records);
  if (live.length - 1 > maxSteps) {
    throw new ApiFailure(
      'payload-too-large',
      `This game has ${live.length - 1} moves, more than one timeline holds (${maxSteps}): step through the history move by move (?at=N).`,
    );
  }
  // Whether the game is over decides how every board is shown; the last move's log says so (the replay confirms it).
  const ended = !!records.at(-1)!.log?.some((e) => e.kind === 'gameOver');
  let b = boards(meta, live, seat, ended);
  if (b.over !== ended) b = boards(meta, live, seat, b.over);
  return {
    gameId: meta.gameId,
    seq: last,
    over: b.over,
    events: live.map((r) => historyEvent(r, seat, b.over)),
    turns: b.timeline.turns,
    stats: historyStats(meta, b.timeline, seat, b.over),
    start: b.start,
    steps: b.steps,
  };
}

/**
 * The history up to `asked` (GET /history?at=N; the end when absent or past it) from `records`, the
 * whole log (log and text up to `at`, the replay fields after): the live events at or before `at` and
 * the board after the last live move at or before it, from one replay (both ways: whether the game
 * is over is known at the end). Moves taken back are left out; the board at an undo record is the game after it.
 *
 * Steps are numbered as the timeline numbers them, by the log's seqs, and only live records are
 * steps: a seq taken back answers as the step before it (`at` says which; contract/steps.ts placeIn,
 * which the timeline's page uses too), and `next` is the next step's seq, so stepping one by one
 * never lands on a move that was taken back.
 */
export function historyAt(
  meta: GameMeta,
  records: readonly LogRecord[],
  seat: number | null,
  asked: number | undefined,
): HistoryResponse {
  const last = records.at(-1)?.seq ?? -1;
  if (records.length === 0)
    return {
      gameId: meta.gameId,
      seq: last,
      at: asked ?? last,
      next: null,
      over: false,
      events: [],
      view: null,
      turns: [],
      stats: null,
    };
  const live = liveRecords(records);
  // The step shown and the next one, as the timeline places them (contract/steps.ts).
  const { step: at, next } = placeIn(
    live.map((r) => r.seq),
    Math.min(asked ?? last, last),
  );
  const seen: { own?: GameView; revealed?: GameView; over: boolean } = { over: false };
  const { played, moves, fresh } = liveLog(live);
  // The state shown at `at`: after the last live start or move at or before it (visits count 0 = the start).
  const shown = played.filter((ev) => ev.seq <= at).length;
  let visits = 0;
  const timeline = onRecordSeqs(
    gameTimeline({ config: meta.config, moves, fresh }, (s) => {
      if (visits++ === shown) {
        seen.own = view(s, seat);
        seen.revealed = revealedView(s);
      }
      seen.over = s.result !== null;
    }),
    played,
  );
  const over = seen.over;
  return {
    gameId: meta.gameId,
    seq: last,
    at,
    next: next > at ? next : null,
    over,
    // Moves taken back later are not in the history at any step (as in the timeline).
    events: live.filter((ev) => ev.seq <= at).map((ev) => historyEvent(ev, seat, over)),
    view: (over ? seen.revealed : seen.own) ?? null,
    turns: timeline.turns,
    // Before the end others' VP may rest on cards the caller never saw: only their own line.
    stats: historyStats(meta, timeline, seat, over),
  };
}
