// The log of the turn under way, cut from a run of events' logs. A plain module (no 'use client'),
// so server code (the table's action, the per-step history page) and client components call the
// same function.
import type { LogEntry } from '@/lib/engine';

/** The log of the turn under way at the last event given, from the entry that opened it. */
export function currentTurnLog(events: readonly { log: readonly LogEntry[] }[]): LogEntry[] {
  const all = events.flatMap((e) => e.log);
  let start = all.length - 1;
  while (start > 0 && all[start].kind !== 'turn') start--;
  return all.slice(Math.max(0, start));
}
