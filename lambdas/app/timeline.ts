// The viewer's whole timeline for the history page, from one replay of the log: every event as the
// history shows it, where turns start, the VP timeline, and the board at every step exactly as
// GET /history?at=N would show it — while the game runs each step's own view (what the viewer saw
// then), once it is over each step with every hand revealed — sent as the first board plus one
// patch per step (contract/timeline.ts), so the page steps without asking again.
import { gameTimeline, revealedView, view, type GameState, type GameTimeline, type GameView } from './rules.js';
import { historyEvent } from './history-events.js';
import { ApiFailure } from './errors.js';
import { diff, TIMELINE_MAX_STEPS, type Patch, type TimelineResponse } from '../../contract/api.js';
import type { GameMeta, LogRecord } from '../store/records.js';

/** VP over turns: every seat's line and the final decks once the game is over, only the viewer's own line before. */
export function historyStats(meta: GameMeta, t: GameTimeline, seat: number, over: boolean): TimelineResponse['stats'] {
  return over
    ? { seats: meta.seats.map((_, i) => i), vp: t.vp, decks: t.decks }
    : { seats: [seat], vp: t.vp.map((p) => ({ ...p, vp: [p.vp[seat]!] })), decks: null };
}

/** The boards of one replay as the first board and patches; `revealed`: every hand shown (a finished game). */
function boards(meta: GameMeta, records: readonly LogRecord[], seat: number, revealed: boolean) {
  const moves = records.filter((r) => r.kind === 'move').map((r) => r.move!);
  let start: GameView | null = null;
  let prev: unknown = null;
  const steps: Patch[] = [];
  let over = false;
  const timeline = gameTimeline({ config: meta.config, moves }, (s: GameState) => {
    // As JSON: what the answer carries (no undefined fields), so patches replay to the same document.
    const now: unknown = JSON.parse(JSON.stringify(revealed ? revealedView(s) : view(s, seat)));
    if (prev === null) start = now as GameView;
    else steps.push(diff(prev, now));
    prev = now;
    over = s.result !== null;
  });
  return { start: start as GameView | null, steps, timeline, over };
}

export function timelineFor(meta: GameMeta, records: readonly LogRecord[], seat: number): TimelineResponse {
  const last = records.at(-1)?.seq ?? -1;
  if (last < 0) return { gameId: meta.gameId, seq: -1, over: false, events: [], turns: [], stats: null, start: null, steps: [] };
  // Moves taken back make seqs that are no board of their own: such a game steps by ?at=N (which follows the take-backs).
  if (records.some((r) => r.kind !== 'start' && r.kind !== 'move')) {
    throw new ApiFailure('payload-too-large', 'This game has moves taken back: step through the history move by move (?at=N).');
  }
  if (last > TIMELINE_MAX_STEPS) {
    throw new ApiFailure('payload-too-large', `This game has ${last} moves, more than one timeline holds (${TIMELINE_MAX_STEPS}): step through the history move by move (?at=N).`);
  }
  // Whether the game is over decides how every board is shown; the last move's log says so (the replay confirms it).
  let b = boards(meta, records, seat, !!records.at(-1)!.log?.some((e) => e.kind === 'gameOver'));
  if (b.over !== !!records.at(-1)!.log?.some((e) => e.kind === 'gameOver')) b = boards(meta, records, seat, b.over);
  return {
    gameId: meta.gameId, seq: last, over: b.over,
    events: records.map((r) => historyEvent(r, seat, b.over)),
    turns: b.timeline.turns,
    stats: historyStats(meta, b.timeline, seat, b.over),
    start: b.start,
    steps: b.steps,
  };
}
