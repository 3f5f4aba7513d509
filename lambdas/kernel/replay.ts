// Loading a game: META, the latest snapshot and the log records after it, replayed through the
// engine into a `ReplayedGame` — the game at one seq, which the move pipeline decides on.
import {
  apply,
  createGame,
  freshDecks,
  liveSteps,
  restore,
  setLogging,
  undoneSeqs,
  type GameState,
  type UndoStep,
} from './rules.js';
import { notFound, staleSeq } from './errors.js';
import type { Deps } from './deps.js';
import type { AwayMark, GameMeta, LogRecord } from '../store/records.js';

/**
 * A game replayed up to `seq`. The engine advances `state` in place (a state in the middle of an
 * effect cannot be copied), so a ReplayedGame handed to the pipeline belongs to it from then on:
 * the pipeline returns the game after the move as a new value, and drops the old one if its
 * append loses the race.
 */
export interface ReplayedGame {
  readonly meta: GameMeta;
  /** The players' away marks, read with META (lambdas/vacation/marks.ts): who the table shows away. */
  readonly away: readonly AwayMark[];
  /** null until the game has started. */
  readonly state: GameState | null;
  /** The seq of the last record (-1 before the start record). */
  readonly seq: number;
  readonly snapSeq: number | null;
  /**
   * The records after the snapshot with their log entries, oldest first, and — when the load read
   * the window (`withWindow`) — up to SINCE_WINDOW before it (for "since your move", undo and the
   * mail). Only those after the snapshot are replayed.
   */
  readonly records: readonly LogRecord[];
  /** The seq the records start at (the records before it were not read). */
  readonly from: number;
}

/** A game that has not started: no state, no records. */
export const unstarted = (meta: GameMeta, away: readonly AwayMark[] = []): ReplayedGame => ({
  meta,
  away,
  state: null,
  seq: -1,
  snapSeq: null,
  records: [],
  from: 0,
});

/** How many records before the snapshot a load with the window also reads: "since your move" looks back that far. */
export const SINCE_WINDOW = 150;

/** How a load reads: `extra`, a record about to be appended; `window`: also the SINCE_WINDOW records before the snapshot. */
export interface LoadOptions {
  extra?: LogRecord;
  window?: boolean;
}

/**
 * Loads META (with the away marks beside it) and the latest snapshot in parallel, then the records after it (and, unless
 * `window: false`, the window before), and replays the live ones. `extra`: a record about to be
 * appended (an undo's take), replayed as if it were in the log. A snapshot an undo has since gone
 * back past is never used: the load then replays from the start (and the next projection writes a
 * snapshot on the live line). The move path loads without the window: a move needs only the
 * records after the snapshot, and reads further back only for what its answer shows (table.ts).
 */
export async function loadGame(d: Deps, gameId: string, o: LoadOptions = {}): Promise<ReplayedGame> {
  const extra = o.extra;
  const [head, snap] = await Promise.all([d.store.getMetaAndAway(gameId), d.store.latestSnapshot(gameId)]);
  if (!head) throw notFound(`There is no game ${gameId}.`);
  const { meta, away } = head;
  if (meta.status === 'open' || meta.status === 'cancelled') return unstarted(meta, away);
  const from = snap ? snap.seq + 1 : 0;
  const read = async (start: number) => {
    const stored = await d.store.events(gameId, start, undefined, 'history');
    // Someone appended since the caller's load: the record cannot follow these.
    if (extra && stored.some((r) => r.seq >= extra.seq)) throw staleSeq(extra.seq - 1, stored.at(-1)!.seq);
    return extra ? [...stored, extra] : stored;
  };
  let start = o.window === false ? from : windowStart(from);
  let records = await read(start);
  let base = snap;
  if (snap && wentBackPast(records, snap.seq)) {
    base = null;
    start = 0;
    records = await read(0);
  }
  const state = replayLive(
    base ? restore(base.state) : records.length > 0 ? createGame(meta.config).state : null,
    records,
    base ? base.seq + 1 : 0,
    gameId,
    (n) => d.obs.metric('EventsReplayed', n),
  );
  const seq = records.length ? records[records.length - 1].seq : base ? base.seq : -1;
  return { meta, away, state, seq, snapSeq: base?.seq ?? null, records, from: start };
}

/** Where a load with the window starts reading, for records after the snapshot from `from`. */
const windowStart = (from: number) => Math.max(0, from - SINCE_WINDOW);

/** Whether the game holds what a load with the window reads. */
export const hasWindow = (g: ReplayedGame) => g.from <= windowStart(g.snapSeq === null ? 0 : g.snapSeq + 1);

/**
 * The game with the SINCE_WINDOW records before its snapshot too (what a load with the window
 * holds): a load without it reads them here, once, when something it shows needs them.
 */
export async function withWindow(d: Deps, g: ReplayedGame): Promise<ReplayedGame> {
  const start = windowStart(g.snapSeq === null ? 0 : g.snapSeq + 1);
  if (!g.state || g.from <= start) return g;
  const before = await d.store.events(g.meta.gameId, start, g.from - 1, 'history');
  return { ...g, records: [...before, ...g.records], from: start };
}

/** Replays the whole log from the start (no snapshot): the reference the snapshots are tested against. */
export async function loadFull(d: Deps, gameId: string): Promise<GameState> {
  const meta = await d.store.getMeta(gameId);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  return replayLive(createGame(meta.config).state, await d.store.events(gameId, 0), 0, gameId)!;
}

/** A record as the engine's undo rules read it. */
export function undoStep(r: LogRecord): UndoStep {
  if (r.kind === 'undo') return { seq: r.seq, kind: 'undo', seat: r.seat, undo: r.undo };
  if (r.kind === 'move')
    return {
      seq: r.seq,
      kind: 'move',
      seat: r.seat,
      ...(r.revealed === undefined ? {} : { revealed: r.revealed }),
      ...(r.onlyMove ? { onlyMove: true } : {}),
    };
  return { seq: r.seq, kind: 'start' };
}

/**
 * The records minus those taken back (the undo records themselves stay: the log shows them). Every
 * reader that walks a game's records as its moves (history, since your move, the exported log) uses this.
 */
export function liveRecords<R extends LogRecord>(records: readonly R[]): R[] {
  const undone = undoneSeqs(records.map(undoStep));
  return undone.size ? records.filter((r) => !undone.has(r.seq)) : [...records];
}

/** Whether a take among `records` went back to before `seq` (a snapshot there no longer holds). */
function wentBackPast(records: readonly LogRecord[], seq: number): boolean {
  return records.some((r) => r.kind === 'undo' && r.undo?.action === 'take' && r.seq > seq && r.undo.to < seq);
}

/** Applies the live records from seq `from` on (moves, and the fresh decks of accepted requests), quietly. */
function replayLive(
  state: GameState | null,
  records: readonly LogRecord[],
  from: number,
  gameId: string,
  replayed?: (n: number) => void,
): GameState | null {
  if (!state) return null;
  let moves = 0;
  const byStep = new Map(records.map((r) => [r.seq, r]));
  // The records hold each move's log entries and what it revealed: replay builds neither again
  // (a third of its time), and keeps them for the move about to be applied.
  setLogging(state, false);
  for (const step of liveSteps(records.map(undoStep))) {
    if (step.seq < from) continue;
    if (step.kind === 'undo') {
      freshDecks(state, String(step.seq));
      continue;
    }
    if (step.kind !== 'move') continue;
    const rec = byStep.get(step.seq);
    if (rec?.kind !== 'move') throw new Error(`Game ${gameId} record ${step.seq} is not a move`);
    const r = apply(state, rec.move);
    if (!r.ok) throw new Error(`Game ${gameId} record ${step.seq} does not replay: ${r.error.message}`);
    moves++;
  }
  setLogging(state, true);
  replayed?.(moves);
  return state;
}

export function seatOf(meta: GameMeta, email: string): number | null {
  const i = meta.seats.findIndex((s) => s.email === email);
  return i < 0 ? null : i;
}
