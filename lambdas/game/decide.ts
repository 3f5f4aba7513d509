// The decider: a replayed game and a command in, the log record to append and the game after it out
// — or a refusal (an ApiFailure: not started, over, stale seq, not your move, a broken rule). No
// I/O: the time comes in. The engine advances the game's state in place, so the game given is
// spent (see ReplayedGame); the pipeline (pipeline.ts) appends the record and keeps the game returned.
import {
  apply,
  createGame,
  decisionFor,
  formatMove,
  onlyEndLeft,
  turnOptions,
  type Decision,
  type Move,
} from '../kernel/rules.js';
import { badRequest, forbidden, ruleViolation, staleSeq } from '../kernel/errors.js';
import { notificationsFor, type LinkSettings } from '../letters/notify.js';
import type { IdemStamp } from '../kernel/idempotency.js';
import type { ReplayedGame } from '../kernel/replay.js';
import type { LogRecord, MoveVia } from '../store/records.js';

/** Who made a move: the player, a bot seat, or the deadline bot for a player who did not answer in time. */
export type MovedBy = NonNullable<LogRecord['by']>;

/** Write the start record (seq 0) of a game the lobby has started. */
export interface StartCommand {
  type: 'start';
}
/** One move by `seat`: an engine move, or how to read one against the decision the seat owes (text-move.ts). */
export interface MoveCommand {
  type: 'move';
  seat: number;
  move: Move | ((owed: Decision) => Move);
  by: MovedBy;
  expectedSeq?: number;
  idem?: IdemStamp;
  via?: MoveVia;
  more?: true;
}
export type Command = StartCommand | MoveCommand;

export interface Decided {
  record: LogRecord;
  game: ReplayedGame;
}

export function decideStart(g: ReplayedGame, links: LinkSettings, now: number): Decided {
  if (g.seq !== -1) throw staleSeq(-1, g.seq);
  const { state, log } = createGame(g.meta.config);
  // Its log holds the opening draws and turn 1's start (read through the view's redaction, like
  // every move's); its outbox is empty: the first player's "your move" mail waits for the grace
  // period (notices.ts).
  const record: LogRecord = {
    gameId: g.meta.gameId,
    seq: 0,
    kind: 'start',
    at: now,
    log,
    outbox: notificationsFor({ meta: g.meta, state, actor: null, links, now }),
  };
  return { record, game: { ...g, state, seq: 0, records: [record] } };
}

export function decideMove(g: ReplayedGame, c: MoveCommand, links: LinkSettings, now: number): Decided {
  const state = g.state;
  if (!state) throw badRequest('The game has not started yet.');
  if (state.result) throw forbidden('The game is over.');
  if (c.expectedSeq !== undefined && c.expectedSeq !== g.seq) throw staleSeq(c.expectedSeq, g.seq);
  const owed = decisionFor(state, c.seat);
  if (!owed)
    throw forbidden(
      `It is not your move: waiting for ${state.pending.map((d) => g.meta.seats[d.player].name).join(', ')}.`,
    );
  const move = typeof c.move === 'function' ? c.move(owed) : c.move;
  // Ending a turn that had nothing else left is no choice: a take-back goes past it (undo.ts).
  const onlyMove = (move.type === 'endPhase' || move.type === 'endTurn') && onlyEndLeft(turnOptions(state, c.seat));
  const r = apply(state, move);
  if (!r.ok) throw ruleViolation(r.error.message, r.error.code);
  const text = formatMove(move, owed);
  const record: LogRecord = {
    gameId: g.meta.gameId,
    seq: g.seq + 1,
    kind: 'move',
    move,
    text,
    seat: c.seat,
    by: c.by,
    at: now,
    log: r.log,
    revealed: r.revealed,
    ...(onlyMove ? { onlyMove: true } : {}),
    ...(c.idem ? { idem: c.idem.key, idemHash: c.idem.hash } : {}),
    ...(c.via ? { via: c.via } : {}),
    ...(c.more ? { more: true as const } : {}),
  };
  // Mail that goes at once: the results at game over; to a player the deadline bot moved for, what
  // it did and what waits now. "Your move" mail is planned by the projection (notices.ts).
  record.outbox = notificationsFor({
    meta: g.meta,
    state,
    actor: c.seat,
    links,
    now,
    deadlineMove: c.by === 'deadline' ? text : undefined,
    seq: record.seq,
  });
  return { record, game: { ...g, state, seq: record.seq, records: [...g.records, record] } };
}
