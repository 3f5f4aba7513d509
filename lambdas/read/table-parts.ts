// What the table shows besides the board, for one seat of a loaded game: "since your move", what the
// seat may take back, and the log of the turn in progress. The GET answers them from a load with
// the window (replay.ts); a move answers them from the records its own load read (those after the
// snapshot, and what it appended) whenever those settle them exactly as the window would, and
// reads further back only when they do not: an undo record among them (a take may reach past
// them), the seat's last move on its own turn or the turn's start before them. So a move's answer
// says what a GET right after it says, usually without reading a record more.
import { hasWindow, liveRecords, withWindow, type ReplayedGame } from '../kernel/replay.js';
import { sinceFor, sinceWithin } from '../letters/since.js';
import { undoView } from './undo-status.js';
import { historyEvent } from './history-events.js';
import type { Deps } from '../kernel/deps.js';
import { currentTurnLog } from '../kernel/rules.js';
import type { HistoryEvent, TurnLog, UndoView } from '../../contract/api.js';
import type { LogRecord } from '../store/records.js';
import type { Store } from '../store/ports.js';

export interface TableParts {
  /** The game they were read from: with the window when the load's records did not settle them. */
  game: ReplayedGame;
  since: string[];
  /** Absent before the start. */
  undo?: UndoView;
  /** The turn in progress, as the seat may see it. */
  turn: TurnLog;
}

export async function tableParts(d: Deps, loaded: ReplayedGame, seat: number): Promise<TableParts> {
  let g = loaded;
  const state = g.state;
  if (!state) return { game: g, since: [], turn: { over: false, events: [], log: [] } };
  const withUndo = g.records.some((r) => r.kind === 'undo');
  if (!hasWindow(g)) {
    if (!withUndo) {
      const since = sinceWithin(g.meta, state, liveRecords(g.records), seat);
      const turn = turnWithin(g.records);
      if (since && turn && undoSettled(g, seat))
        return { game: g, since, undo: undoView(g, seat), turn: shown(turn, seat) };
    }
    g = await withWindow(d, g);
  }
  const turn = (g.records.some(isTake) ? null : turnWithin(g.records)) ?? (await turnEvents(d.store, g.meta.gameId));
  return {
    game: g,
    since: sinceFor(g.meta, state, liveRecords(g.records), seat),
    undo: undoView(g, seat),
    turn: shown(turn, seat),
  };
}

/** What a spectator of a public game sees besides the board: the turn in progress as a non-seat (no since lines, no undo). */
export async function spectatorParts(d: Deps, g: ReplayedGame): Promise<TableParts> {
  if (!g.state) return { game: g, since: [], turn: { over: false, events: [], log: [] } };
  return { game: g, since: [], turn: shown(await turnEvents(d.store, g.meta.gameId), null) };
}

const isTake = (r: LogRecord) => r.kind === 'undo' && r.undo?.action === 'take';

/**
 * Undo's status from records without undo records: the seat's last move that was a choice (past
 * moves that were the only one left: undo.ts) and the record before it are all it reads, and its
 * words the records after that (a request is open only right after undo records; an earlier ask to
 * the same point comes after that point). Unsettled when that move is not after the first record.
 */
function undoSettled(g: ReplayedGame, seat: number): boolean {
  if (g.state?.result || g.meta.undo === false) return true;
  const own = g.records.flatMap((r, i) => (r.kind === 'move' && r.seat === seat ? [i] : []));
  let k = own.length - 1;
  while (k > 0 && g.records[own[k]].onlyMove) k--;
  return k >= 0 && own[k] >= 1 && !g.records[own[k]].onlyMove;
}

/** The records of the turn in progress from records without a take among them: from the last that starts a turn; null when none does. */
function turnWithin(records: readonly LogRecord[]): LogRecord[] | null {
  for (let i = records.length - 1; i >= 0; i--)
    if (records[i].log?.some((e) => e.kind === 'turn')) return records.slice(i);
  return null;
}

function shown(records: readonly LogRecord[], seat: number | null): TurnLog {
  const over = records.some((ev) => ev.log?.some((e) => e.kind === 'gameOver'));
  return turnLogOf(
    records.map((ev) => historyEvent(ev, seat, over)),
    over,
  );
}

/** The turn's events as the seat may see them, with its log cut once, here. */
export const turnLogOf = (events: HistoryEvent[], over: boolean): TurnLog => ({
  over,
  events,
  log: currentTurnLog(events.flatMap((e) => e.log)),
});

/**
 * The live records of the turn in progress, read from the store. A take back past the turn's first
 * record reaches into an earlier turn: read from its target on and cut at the last live record that
 * starts a turn.
 */
export async function turnEvents(store: Store, gameId: string): Promise<LogRecord[]> {
  let events = await store.currentTurnEvents(gameId);
  const reach = Math.min(
    ...events.map((ev) => (ev.kind === 'undo' && ev.undo?.action === 'take' ? ev.undo.to : Infinity)),
  );
  if (events.length && reach < events[0].seq)
    events = await store.events(gameId, Math.max(0, reach - 60), undefined, 'history');
  const live = liveRecords(events);
  let start = live.length - 1;
  while (start > 0 && !live[start].log?.some((e) => e.kind === 'turn')) start--;
  return live.slice(Math.max(0, start));
}
