// A log record as a player may read it in the history: others' answers read "answers" until the
// game ends (an answer can name cards from a hidden hand), and log entries pass the view's redaction.
// An undo record reads as what it did ("took back 2 moves"): it is a step of its own.
import { movesPhrase, redactEntry } from '../app/rules.js';
import type { HistoryEvent } from '../../contract/api.js';
import type { LogRecord } from '../store/records.js';

/** What an undo record did, in words after its player's name ("took back 2 moves"); its own step in the history. */
export function undoText(ev: LogRecord): string | undefined {
  const u = ev.undo;
  if (!u) return undefined;
  const n = ev.log?.find((e) => e.kind === 'undo')?.count ?? (u.action === 'take' || u.action === 'ask' ? u.count : 1);
  const it = n === 1 ? 'it' : 'them';
  switch (u.action) {
    case 'ask': return `asked to take back ${movesPhrase(n)}`;
    case 'accept': return `agreed to take ${it} back`;
    case 'refuse': return `refused to take ${it} back`;
    // The last acceptance is written as the take: by someone else than whose moves went back.
    case 'take': return u.of === ev.seat ? `took back ${movesPhrase(n)}` : `agreed: ${movesPhrase(n)} taken back`;
  }
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
    seq: ev.seq, at: new Date(ev.at).toISOString(), seat: ev.seat ?? null, by: ev.by ?? null, kind: ev.kind,
    text: publicText(ev, viewer, over) ?? null,
    log: (ev.log ?? []).map((e) => redactEntry(e, viewer, over)),
  };
}
