// The log of the turn under way, cut from a run of log entries: from the last entry that opens a
// turn. The one cut for every page: the server cuts the table's turn with it (the web renders what
// it gets), and the history pages, which step through the game in the browser, cut each step's.
import type { LogEntry } from '../core/types.js';

/** The entries of the turn under way at the last entry given, from the one that opened it. */
export function currentTurnLog(entries: readonly LogEntry[]): LogEntry[] {
  let start = entries.length - 1;
  while (start > 0 && entries[start].kind !== 'turn') start--;
  return entries.slice(Math.max(0, start));
}
