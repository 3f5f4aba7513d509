// The whole game's log cut into turns, for the log page: each turn with its number (the game's
// count and the player's own, "Bob's turn 6"), whose it is, and its lines with the move each came
// from. Pure; the entries arrive already redacted for the reader (the history's events).
import { turnWords, type LogEntry } from '@/lib/engine';

export interface LogEventIn {
  seq: number;
  seat: number | null;
  log: LogEntry[];
}

export interface LogLineOut {
  seq: number;
  entry: LogEntry;
}

export interface LogTurn {
  /** The game's turn count (1, 2, … over everyone's turns); 0: before the first turn. */
  index: number;
  /** Whose turn (null before the first). */
  player: number | null;
  /** The player's own turn number ("Bob's turn 6"), when the log says it. */
  own: number | null;
  lines: LogLineOut[];
}

/**
 * A turn as the log page and the history's jump list head it: the game's count, then the player's
 * own when known ("Turn 8 · Bob's turn 3"), the number the table shows.
 */
export function turnHeading(index: number, player: number, own: number | null, names: readonly string[]): string {
  return `Turn ${index} · ${turnWords(names, player, own, null)}`;
}

/** The log as turns, oldest first. A turn's own "turn" entry opens it and is not one of its lines. */
export function logTurns(events: readonly LogEventIn[]): LogTurn[] {
  const turns: LogTurn[] = [{ index: 0, player: null, own: null, lines: [] }];
  for (const ev of events) {
    for (const entry of ev.log) {
      if (entry.kind === 'turn')
        turns.push({ index: turns.length, player: entry.player, own: entry.count ?? null, lines: [] });
      else turns.at(-1)!.lines.push({ seq: ev.seq, entry });
    }
  }
  return turns.filter((t) => t.index > 0 || t.lines.length > 0);
}

/**
 * The turns a filter keeps: one turn (its index) or all, and of each only the lines of one player
 * (what they did, in their turns or in answer to others') or all; others' turns where that player
 * did nothing are dropped.
 */
export function filterTurns(turns: readonly LogTurn[], f: { turn: number | null; player: number | null }): LogTurn[] {
  return (
    turns
      .filter((t) => f.turn === null || t.index === f.turn)
      .map((t) => (f.player === null ? t : { ...t, lines: t.lines.filter((l) => l.entry.player === f.player) }))
      // A turn just begun has no lines yet but is still shown; narrowed to a player, their own turns stay.
      .filter((t) => f.player === null || t.lines.length > 0 || t.player === f.player)
  );
}
