// A log record as a player may read it in the history: others' answers read "answers" until the
// game ends (an answer can name cards from a hidden hand), and log entries pass the view's redaction.
import { redactEntry } from './rules.js';
import type { HistoryEvent } from '../../contract/api.js';
import type { LogRecord } from '../store/records.js';

/** An event's text as `viewer` may see it: others' answers stay private until the game ends. */
export function publicText(ev: LogRecord, viewer: number, over: boolean): string | undefined {
  if (!ev.text) return undefined;
  return over || ev.seat === viewer || ev.move?.type !== 'answer' ? ev.text : 'answers';
}

/** One event as `viewer` may see it. */
export function historyEvent(ev: LogRecord, viewer: number, over: boolean): HistoryEvent {
  return {
    seq: ev.seq, at: new Date(ev.at).toISOString(), seat: ev.seat ?? null, by: ev.by ?? null, kind: ev.kind,
    text: publicText(ev, viewer, over) ?? null,
    log: (ev.log ?? []).map((e) => redactEntry(e, viewer, over)),
  };
}
