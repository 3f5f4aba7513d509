// Undo in the backend: what a seat may take back now (the engine's undo rules over the loaded
// records), and the decider of an undo command — the record to append. Taking back is free while
// the seat's last moves revealed nothing and nobody else has moved since; otherwise it is a request
// the other humans accept or refuse (bots accept at once, so with no other human it is taken at
// once, with fresh decks if it crosses revealed information). Pure: the pipeline appends the record
// and, for a take, reloads the game on the live line (replay.ts).
import { openRequest, revealsAfter, undoStatus, type LogEntry, type UndoData, type UndoStatus } from '../app/rules.js';
import { conflict, forbidden, staleSeq } from '../app/errors.js';
import { undoStep, type ReplayedGame } from '../app/replay.js';
import type { IdemStamp } from '../app/idempotency.js';
import type { LogRecord } from '../store/records.js';
import type { UndoView } from '../../contract/api.js';
import { takeBackNow } from './take-back-words.js';

export type UndoAction = 'take' | 'ask' | 'accept' | 'refuse';

export interface UndoCommand {
  type: 'undo'; seat: number; action: UndoAction; expectedSeq?: number; idem?: IdemStamp;
  /** An answer bound to one request (the seq of its ask: an answer link, a reply to the request's mail): stale once that request is closed. */
  request?: number;
}

const humansOf = (g: ReplayedGame) => g.meta.seats.map((s) => s.email !== null);

/** What `seat` may take back now, and the request open, if any. */
export function undoStatusFor(g: ReplayedGame, seat: number): UndoStatus {
  const closed = !g.state || g.state.result !== null || g.meta.undo === false;
  return undoStatus(g.records.map(undoStep), seat, { humans: humansOf(g), closed });
}

const entry = (player: number, action: UndoAction, count: number): LogEntry => ({ kind: 'undo', player, count, detail: action, visibleTo: 'all', depth: 0 });

/** The record an undo command appends, or a refusal (an ApiFailure). */
export function decideUndo(g: ReplayedGame, c: UndoCommand, now: number): LogRecord {
  if (!g.state) throw forbidden('The game has not started yet.');
  if (g.state.result) throw forbidden('The game is over: nothing can be taken back.');
  if (g.meta.undo === false) throw forbidden('This game was created with undo off.');
  if (c.expectedSeq !== undefined && c.expectedSeq !== g.seq) throw staleSeq(c.expectedSeq, g.seq);
  const status = undoStatusFor(g, c.seat);
  const record = (undo: UndoData, log: LogEntry[]): LogRecord => ({
    gameId: g.meta.gameId, seq: g.seq + 1, kind: 'undo', undo, seat: c.seat, by: 'human', at: now, log,
    ...(c.idem ? { idem: c.idem.key, idemHash: c.idem.hash } : {}),
  });
  switch (c.action) {
    case 'take': {
      if (!status.take) throw forbidden(status.ask ? 'Something new has been revealed since your move: ask the others to take it back.' : 'You have no move to take back.');
      const { to, count } = status.take;
      return record({ action: 'take', to, count, of: c.seat, fresh: false }, [entry(c.seat, 'take', count)]);
    }
    case 'ask': {
      if (!status.ask) throw forbidden(status.request ? 'A request to take moves back is already open.' : 'You have no move to take back.');
      const { to, count, fresh } = status.ask;
      if (askedBefore(g, c.seat, to)) throw forbidden(ASKED_BEFORE);
      // With no other human at the table the bots accept at once: the moves are taken back now.
      if (!humansOf(g).some((h, p) => h && p !== c.seat)) return record({ action: 'take', to, count, of: c.seat, fresh }, [entry(c.seat, 'take', count)]);
      return record({ action: 'ask', to, count }, [entry(c.seat, 'ask', count)]);
    }
    case 'accept':
    case 'refuse': {
      const req = openRequest(g.records.map(undoStep), humansOf(g));
      if (c.request !== undefined && req?.seq !== c.request) throw conflict('The request to take moves back that this answers is closed: it was answered, or the game moved on.');
      if (!req) throw forbidden('No request to take moves back is open.');
      if (!req.waitingFor.includes(c.seat)) throw forbidden(req.by === c.seat ? 'You asked: the others answer.' : 'You have already answered.');
      const answered = entry(c.seat, c.action, req.count);
      if (c.action === 'refuse') return record({ action: 'refuse' }, [answered]);
      if (req.waitingFor.length > 1) return record({ action: 'accept' }, [answered]);
      // The last acceptance takes the moves back.
      const fresh = revealsAfter(g.records.map(undoStep), req.to);
      return record({ action: 'take', to: req.to, count: req.count, of: req.by, fresh }, [answered, entry(req.by, 'take', req.count)]);
    }
  }
}

const ASKED_BEFORE = 'You have asked once already to take back to this point of the game: one request per point, whoever answered it.';

/**
 * Whether `seat` has asked before to go back to the point of record `to`, whatever came of it
 * (refused, lapsed when someone moved on, or granted): asking again would only mail the others the
 * same question, and against bots, who grant at once with fresh decks, it would redraw at will. So
 * each point of the game is asked about once; this bounds the requests to the moves one makes. Read
 * from the log alone (the ask records, and the takes bots granted), so a reload or a replay agrees.
 */
function askedBefore(g: ReplayedGame, seat: number, to: number): boolean {
  const bySeq = new Map(g.records.map((r) => [r.seq, r]));
  const point = pointOf(bySeq, to);
  const steps = g.records.map(undoStep);
  return g.records.some((r, i) => {
    if (r.kind !== 'undo' || r.seat !== seat || !r.undo || r.undo.action === 'accept' || r.undo.action === 'refuse') return false;
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
  for (let r = bySeq.get(point); r?.kind === 'undo' && r.undo?.action === 'take' && r.undo.fresh; r = bySeq.get(point)) point = r.undo.to;
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
    ask: s.ask && !askedBefore(g, seat, s.ask.to) ? { count: s.ask.count, what: what(s.ask.to, seat, s.ask.count) } : null,
    request: s.request && { by: s.request.by, count: s.request.count, what: what(s.request.to, s.request.by, s.request.count), accepted: s.request.accepted, waitingFor: s.request.waitingFor },
    ...(last?.kind === 'undo' && last.undo?.action === 'take' ? { takenBack: true } : {}),
  };
}
