// What a seat may take back now: the engine's undo rules over the loaded records, as the pipeline's
// undo decider (game/undo.ts) and the table (the contract's UndoView) read them.
import { undoStatus, type UndoStatus } from '../kernel/rules.js';
import { undoStep, type ReplayedGame } from '../kernel/replay.js';
import type { LogRecord } from '../store/records.js';
import type { UndoView } from '../../contract/api.js';
import { takeBackNow } from '../letters/take-back-words.js';

export const humansOf = (g: ReplayedGame) => g.meta.seats.map((s) => s.email !== null);

/** What `seat` may take back now, and the request open, if any. */
export function undoStatusFor(g: ReplayedGame, seat: number): UndoStatus {
  const closed = !g.state || g.state.result !== null || g.meta.undo === false;
  return undoStatus(g.records.map(undoStep), seat, { humans: humansOf(g), closed });
}

/**
 * Whether `seat` has asked before to go back to the point of record `to`, whatever came of it
 * (refused, lapsed when someone moved on, or granted): asking again would only mail the others the
 * same question, and against bots, who grant at once with fresh decks, it would redraw at will. So
 * each point of the game is asked about once; this bounds the requests to the moves one makes. Read
 * from the log alone (the ask records, and the takes bots granted), so a reload or a replay agrees.
 */
export function askedBefore(g: ReplayedGame, seat: number, to: number): boolean {
  const bySeq = new Map(g.records.map((r) => [r.seq, r]));
  const point = pointOf(bySeq, to);
  const steps = g.records.map(undoStep);
  return g.records.some((r, i) => {
    if (r.kind !== 'undo' || r.seat !== seat || !r.undo || r.undo.action === 'accept' || r.undo.action === 'refuse')
      return false;
    if (pointOf(bySeq, r.undo.to) !== point) return false;
    if (r.undo.action === 'ask') return true;
    // A take of one's own moves: an ask the bots granted, unless it was free then.
    return r.undo.of === seat && !undoStatus(steps.slice(0, i), seat, { humans: humansOf(g), closed: false }).take;
  });
}

/**
 * The point of the game record `to` stands for: a take that reshuffled stands for the point it went
 * back to (the same decision again, only with fresh decks), so going back to either is one point.
 */
function pointOf(bySeq: ReadonlyMap<number, LogRecord>, to: number): number {
  let point = to;
  // Each take goes back to an earlier record: the walk ends.
  for (let r = bySeq.get(point); r?.kind === 'undo' && r.undo?.action === 'take' && r.undo.fresh; r = bySeq.get(point))
    point = r.undo.to;
  return point;
}

/** What `seat` may take back now, as the contract shows it. */
export function undoView(g: ReplayedGame, seat: number): UndoView {
  const s = undoStatusFor(g, seat);
  const what = (to: number, of: number, count: number) => takeBackNow(g, to, of, count, seat);
  const last = g.records.at(-1);
  return {
    // A point asked about once is not offered again.
    take: s.take && { count: s.take.count, what: what(s.take.to, seat, s.take.count) },
    ask:
      s.ask && !askedBefore(g, seat, s.ask.to) ? { count: s.ask.count, what: what(s.ask.to, seat, s.ask.count) } : null,
    request: s.request && {
      by: s.request.by,
      count: s.request.count,
      what: what(s.request.to, s.request.by, s.request.count),
      accepted: s.request.accepted,
      waitingFor: s.request.waitingFor,
    },
    ...(last?.kind === 'undo' && last.undo?.action === 'take' ? { takenBack: true } : {}),
  };
}
