// Undo in the backend: the decider of an undo command (what a seat may take back now is read in
// read/undo-status.ts) — the record to append. Taking back is free while
// the seat's last moves revealed nothing and nobody else has moved since; otherwise it is a request
// the other humans accept or refuse (bots accept at once, so with no other human it is taken at
// once, with fresh decks if it crosses revealed information). Pure: the pipeline appends the record
// and, for a take, reloads the game on the live line (replay.ts).
import { openRequest, revealsAfter, type LogEntry, type UndoData } from '../kernel/rules.js';
import { conflict, forbidden, staleSeq } from '../kernel/errors.js';
import { undoStep, type ReplayedGame } from '../kernel/replay.js';
import type { IdemStamp } from '../kernel/idempotency.js';
import type { UndoRecord } from '../store/records.js';
import { askedBefore, humansOf, undoStatusFor } from '../read/undo-status.js';

export type UndoAction = 'take' | 'ask' | 'accept' | 'refuse';

export interface UndoCommand {
  type: 'undo';
  seat: number;
  action: UndoAction;
  expectedSeq?: number;
  idem?: IdemStamp;
  /** An answer bound to one request (the seq of its ask: an answer link, a reply to the request's mail): stale once that request is closed. */
  request?: number;
}

const entry = (player: number, action: UndoAction, count: number): LogEntry => ({
  kind: 'undo',
  player,
  count,
  detail: action,
  visibleTo: 'all',
  depth: 0,
});

/** The record an undo command appends, or a refusal (an ApiFailure). */
export function decideUndo(g: ReplayedGame, c: UndoCommand, now: number): UndoRecord {
  if (!g.state) throw forbidden('The game has not started yet.');
  if (g.state.result) throw forbidden('The game is over: nothing can be taken back.');
  if (g.meta.undo === false) throw forbidden('This game was created with undo off.');
  if (c.expectedSeq !== undefined && c.expectedSeq !== g.seq) throw staleSeq(c.expectedSeq, g.seq);
  const status = undoStatusFor(g, c.seat);
  const record = (undo: UndoData, log: LogEntry[]): UndoRecord => ({
    gameId: g.meta.gameId,
    seq: g.seq + 1,
    kind: 'undo',
    undo,
    seat: c.seat,
    by: 'human',
    at: now,
    log,
    ...(c.idem ? { idem: c.idem.key, idemHash: c.idem.hash } : {}),
  });
  switch (c.action) {
    case 'take': {
      if (!status.take)
        throw forbidden(
          status.ask
            ? 'Something new has been revealed since your move: ask the others to take it back.'
            : 'You have no move to take back.',
        );
      const { to, count } = status.take;
      return record({ action: 'take', to, count, of: c.seat, fresh: false }, [entry(c.seat, 'take', count)]);
    }
    case 'ask': {
      if (!status.ask)
        throw forbidden(
          status.request ? 'A request to take moves back is already open.' : 'You have no move to take back.',
        );
      const { to, count, fresh } = status.ask;
      if (askedBefore(g, c.seat, to)) throw forbidden(ASKED_BEFORE);
      // With no other human at the table the bots accept at once: the moves are taken back now.
      if (!humansOf(g).some((h, p) => h && p !== c.seat))
        return record({ action: 'take', to, count, of: c.seat, fresh }, [entry(c.seat, 'take', count)]);
      return record({ action: 'ask', to, count }, [entry(c.seat, 'ask', count)]);
    }
    case 'accept':
    case 'refuse': {
      const req = openRequest(g.records.map(undoStep), humansOf(g));
      if (c.request !== undefined && req?.seq !== c.request)
        throw conflict(
          'The request to take moves back that this answers is closed: it was answered, or the game moved on.',
        );
      if (!req) throw forbidden('No request to take moves back is open.');
      if (!req.waitingFor.includes(c.seat))
        throw forbidden(req.by === c.seat ? 'You asked: the others answer.' : 'You have already answered.');
      const answered = entry(c.seat, c.action, req.count);
      if (c.action === 'refuse') return record({ action: 'refuse' }, [answered]);
      if (req.waitingFor.length > 1) return record({ action: 'accept' }, [answered]);
      // The last acceptance takes the moves back.
      const fresh = revealsAfter(g.records.map(undoStep), req.to);
      return record({ action: 'take', to: req.to, count: req.count, of: req.by, fresh }, [
        answered,
        entry(req.by, 'take', req.count),
      ]);
    }
  }
}

const ASKED_BEFORE =
  'You have asked once already to take back to this point of the game: one request per point, whoever answered it.';
