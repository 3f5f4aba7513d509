// A log record as a player may read it in the history: others' answers read "answers" until the
// game ends (an answer can name cards from a hidden hand), and log entries pass the view's redaction.
// An undo record reads as what it did ("took back 2 moves"): it is a step of its own.
import { movesPhrase, redactEntry, undoPhrase } from '../kernel/rules.js';
import type { HistoryEvent } from '../../contract/api.js';
import type { LogRecord } from '../store/records.js';

/** What an undo record did, in words after its player's name ("took back 2 moves"); its own step in the history. */
export function undoText(ev: LogRecord): string | undefined {
  const u = ev.undo;
  if (!u) return undefined;
  const n = ev.log?.find((e) => e.kind === 'undo')?.count ?? (u.action === 'take' || u.action === 'ask' ? u.count : 1);
  // The last acceptance is written as the take: by someone else than whose moves went back.
  if (u.action === 'take' && u.of !== ev.seat) return `agreed: ${movesPhrase(n)} taken back`;
  return undoPhrase(u.action, n);
}

/** An event's text as `viewer` (null: a spectator) may see it: others' answers stay private until the game ends. */
export function publicText(ev: LogRecord, viewer: number | null, over: boolean): string | undefined {
  if (ev.kind === 'undo') return undoText(ev);
  if (!ev.text) return undefined;
  return over || ev.seat === viewer || ev.move?.type !== 'answer' ? ev.text : 'answers';
}

/** One event as `viewer` may see it. */
export function historyEvent(ev: LogRecord, viewer: number | null, over: boolean): HistoryEvent {
  return {
    seq: ev.seq,
    at: new Date(ev.at).toISOString(),
    seat: ev.seat ?? null,
    by: ev.by ?? null,
    kind: ev.kind,
    text: publicText(ev, viewer, over) ?? null,
    log: (ev.log ?? []).map((e) => redactEntry(e, viewer, over)),
  };
}
