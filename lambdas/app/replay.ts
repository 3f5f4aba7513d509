// Loading a game: META, the latest snapshot and the log records after it, replayed through the
// engine into a `ReplayedGame` — the game at one seq, which the move pipeline decides on.
import { apply, createGame, restore, type GameState } from './rules.js';
import { notFound } from './errors.js';
import type { Deps } from './deps.js';
import type { GameMeta, LogRecord } from '../store/records.js';

/**
 * A game replayed up to `seq`. The engine advances `state` in place (a state in the middle of an
 * effect cannot be copied), so a ReplayedGame handed to the pipeline belongs to it from then on:
 * the pipeline returns the game after the move as a new value, and drops the old one if its
 * append loses the race.
 */
export interface ReplayedGame {
  readonly meta: GameMeta;
  /** null until the game has started. */
  readonly state: GameState | null;
  /** The seq of the last record (-1 before the start record). */
  readonly seq: number;
  readonly snapSeq: number | null;
  /**
   * The records after the snapshot, and up to SINCE_WINDOW before it, with their log entries (for
   * "since your move"), oldest first. Only those after the snapshot are replayed.
   */
  readonly records: readonly LogRecord[];
}

/** A game that has not started: no state, no records. */
export const unstarted = (meta: GameMeta): ReplayedGame => ({ meta, state: null, seq: -1, snapSeq: null, records: [] });

/** How many records before the snapshot a load also reads: "since your move" looks back that far. */
export const SINCE_WINDOW = 150;

/** Loads META and the latest snapshot in parallel, then the records after it (and a window before), and replays. */
export async function loadGame(d: Deps, gameId: string): Promise<ReplayedGame> {
  const [meta, snap] = await Promise.all([d.store.getMeta(gameId), d.store.latestSnapshot(gameId)]);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  const from = snap ? snap.seq + 1 : 0;
  const records = meta.status === 'open' || meta.status === 'cancelled' ? [] : await d.store.events(gameId, Math.max(0, from - SINCE_WINDOW), undefined, 'history');
  let state: GameState | null = snap ? restore(snap.state) : null;
  if (!state && records.length > 0) state = createGame(meta.config).state;
  let replayed = 0;
  for (const rec of records) {
    if (rec.kind !== 'move' || rec.seq < from) continue;
    const r = apply(state!, rec.move!);
    if (!r.ok) throw new Error(`Game ${gameId} record ${rec.seq} does not replay: ${r.error.message}`);
    replayed++;
  }
  d.obs.metric('EventsReplayed', replayed);
  const seq = records.length ? records[records.length - 1]!.seq : snap ? snap.seq : -1;
  return { meta, state, seq, snapSeq: snap?.seq ?? null, records };
}

/** Replays the whole log from the start (no snapshot): the reference the snapshots are tested against. */
export async function loadFull(d: Deps, gameId: string): Promise<GameState> {
  const meta = await d.store.getMeta(gameId);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  const state = createGame(meta.config).state;
  for (const rec of await d.store.events(gameId, 0)) if (rec.kind === 'move') apply(state, rec.move!);
  return state;
}

export function seatOf(meta: GameMeta, email: string): number | null {
  const i = meta.seats.findIndex((s) => s.email === email);
  return i < 0 ? null : i;
}
