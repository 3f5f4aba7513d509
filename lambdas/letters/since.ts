// "Since your move" for one seat of a loaded game: the engine's summary of the records the load
// holds (their log entries, redacted for that seat by the engine), as lines. Shared by the game
// response and the "your move" mail, so the table and the mail say the same. Moves taken back are
// left out (their undo record says "… took back …" instead).
import { createGame, sinceLastMove, sinceLines, type GameState, type LogEntry } from '../kernel/rules.js';
import { liveRecords } from '../kernel/replay.js';
import type { GameMeta, LogRecord } from '../store/records.js';

/**
 * A record's log entries. Start records written before they kept a log get theirs again from the
 * config (the start is deterministic): without its turn entry the first turn would have no number.
 */
const logOf = (meta: GameMeta, r: LogRecord): readonly LogEntry[] =>
  r.log ?? (r.kind === 'start' ? createGame(meta.config).log : []);

export function sinceFor(meta: GameMeta, state: GameState | null, all: readonly LogRecord[], seat: number): string[] {
  return sinceOf(meta, state, all, seat, false)!;
}

/**
 * sinceFor, or null when `all` does not reach back to the seat's last move on its own turn (nor to
 * the start): the records before them would change the lines, so the caller reads further back.
 */
export function sinceWithin(
  meta: GameMeta,
  state: GameState | null,
  all: readonly LogRecord[],
  seat: number,
): string[] | null {
  return sinceOf(meta, state, all, seat, true);
}

function sinceOf(
  meta: GameMeta,
  state: GameState | null,
  all: readonly LogRecord[],
  seat: number,
  exact: boolean,
): string[] | null {
  const records = liveRecords(all);
  if (!state) return [];
  if (records.length === 0) return exact ? null : [];
  const names = meta.seats.map((s) => s.name);
  const steps = records.map((r) => ({ seat: r.seat ?? null, log: logOf(meta, r) }));
  const summary = sinceLastMove(steps, seat, {
    names,
    complete: records[0].seq === 0,
    gameOver: state.result !== null,
  });
  return exact && summary.partial ? null : sinceLines(summary, seat, names);
}
