// The play-by-mail pipeline over the engine: load a game (latest snapshot + the events after it),
// append an accepted move as one conditional write, let bots answer, and project what is derived
// (summary, "my games", snapshot, idempotency index, outbox delivery).
import {
  apply, createGame, decisionFor, formatMove, getBotOrRandom, restore, seedFromString, snapshot,
  type Decision, type GameState, type Move,
} from './rules.js';
import { ApiFailure, notFound, ruleViolation, staleSeq } from './errors.js';
import { deliverOutbox, type Mailer } from './mail.js';
import { notificationsFor, type LinkSettings } from './notify.js';
import { nextDueAt } from './reminder-due.js';
import { Conflict, eventSk, type GameEvent, type GameMeta, type Summary } from '../store/records.js';
import type { Store } from '../store/ports.js';

export interface Deps extends LinkSettings {
  store: Store;
  mailer: Mailer;
  /** The clock: every timestamp comes from here. */
  now: () => number;
  /** Write a snapshot once this many events have passed since the last one. */
  snapshotEvery: number;
  /**
   * Runs the projection of newly appended events. Locally: in-process, right after the append.
   * On AWS: a no-op, because the DynamoDB stream consumer runs the same `projectGame`.
   */
  afterAppend: (gameId: string, work: () => Promise<void>) => Promise<void>;
}

export interface Loaded {
  meta: GameMeta;
  /** null until the game has started. */
  state: GameState | null;
  /** The seq of the last event (-1 before the start event). */
  seq: number;
  snapSeq: number | null;
  /** Events after the snapshot (replay fields only). */
  events: GameEvent[];
}

/** Loads META and the latest snapshot in parallel, then the events after it, and replays. */
export async function loadGame(d: Deps, gameId: string): Promise<Loaded> {
  const [meta, snap] = await Promise.all([d.store.getMeta(gameId), d.store.latestSnapshot(gameId)]);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  const from = snap ? snap.seq + 1 : 0;
  const events = meta.status === 'open' || meta.status === 'cancelled' ? [] : await d.store.events(gameId, from);
  let state: GameState | null = snap ? restore(snap.state) : null;
  if (!state && events.length > 0) state = createGame(meta.config).state;
  for (const ev of events) {
    if (ev.kind !== 'move') continue;
    const r = apply(state!, ev.move!);
    if (!r.ok) throw new Error(`Game ${gameId} event ${ev.seq} does not replay: ${r.error.message}`);
  }
  const seq = events.length ? events[events.length - 1]!.seq : snap ? snap.seq : -1;
  return { meta, state, seq, snapSeq: snap?.seq ?? null, events };
}

/** Replays the whole log from the start (no snapshot): the reference the snapshots are tested against. */
export async function loadFull(d: Deps, gameId: string): Promise<GameState> {
  const meta = await d.store.getMeta(gameId);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  const state = createGame(meta.config).state;
  for (const ev of await d.store.events(gameId, 0)) if (ev.kind === 'move') apply(state, ev.move!);
  return state;
}

/** Writes the start event (seq 0): exactly one writer wins; its outbox asks the first player to move. */
export async function appendStart(d: Deps, meta: GameMeta): Promise<Loaded> {
  const state = createGame(meta.config).state;
  const now = d.now();
  const ev: GameEvent = { gameId: meta.gameId, seq: 0, kind: 'start', at: now, outbox: notificationsFor(meta, [], state, null, d, now) };
  try {
    await d.store.append(ev);
  } catch (e) {
    if (!(e instanceof Conflict)) throw e;
    return loadGame(d, meta.gameId);
  }
  return { meta, state, seq: 0, snapSeq: null, events: [ev] };
}

/**
 * Applies one move to the loaded game and appends it as event seq+1 (conditional). On success the
 * loaded game has advanced; a rule violation throws 422 and a lost race throws 409, nothing written.
 */
export async function appendMove(d: Deps, g: Loaded, seat: number, move: Move, by: GameEvent['by'], idem?: string): Promise<GameEvent> {
  const state = g.state!;
  const before: Decision[] = state.pending.map((x) => ({ ...x }));
  const decision = decisionFor(state, seat);
  const r = apply(state, move);
  if (!r.ok) throw ruleViolation(r.error.message, r.error.code);
  const now = d.now();
  const text = formatMove(move, decision);
  const ev: GameEvent = {
    gameId: g.meta.gameId, seq: g.seq + 1, kind: 'move', move, text, seat, by, at: now,
    // A move the deadline bot made for a player is mailed to them: what it did, and what waits now.
    log: r.log, outbox: notificationsFor(g.meta, before, state, seat, d, now, by === 'deadline' ? text : undefined), ...(idem ? { idem } : {}),
  };
  try {
    await d.store.append(ev);
  } catch (e) {
    if (!(e instanceof Conflict)) throw e;
    // The state was advanced in memory by a move that did not land: this Loaded is now invalid.
    g.state = null;
    throw staleSeq(g.seq, (await d.store.lastSeq(g.meta.gameId)) ?? g.seq);
  }
  g.seq = ev.seq;
  g.events.push(ev);
  return ev;
}

/** Bots answer every decision they owe, each answer its own event, at most `limit` moves. */
export async function runBots(d: Deps, g: Loaded, limit = 400): Promise<number> {
  let moved = 0;
  while (g.state && !g.state.result && moved < limit) {
    const owed = g.state.pending.find((x) => g.meta.seats[x.player]?.bot);
    if (!owed) break;
    const seat = owed.player;
    const bot = getBotOrRandom(g.meta.seats[seat]!.bot!);
    const move = bot.move(g.state, seat, seedFromString(`${g.meta.config.seed}/bot/${seat}/${g.seq}`));
    try {
      await appendMove(d, g, seat, move, 'bot');
    } catch (e) {
      // Someone else appended first; they run the bots from there.
      if (e instanceof ApiFailure && e.code === 'conflict') break;
      throw e;
    }
    moved++;
  }
  return moved;
}

export function seatOf(meta: GameMeta, email: string): number | null {
  const i = meta.seats.findIndex((s) => s.email === email);
  return i < 0 ? null : i;
}

/**
 * Projects what is derived from the log (idempotent; can be rerun from scratch): the summary and
 * its WAITING index entry (by when a reminder or deadline is next due), each human's "my games" entry, idempotency records, a snapshot when one
 * is due, then the outbox of the new events.
 */
export async function project(d: Deps, g: Loaded, newEvents: readonly GameEvent[]): Promise<void> {
  const { meta, state } = g;
  const now = d.now();
  const prev = await d.store.getSummary(meta.gameId);
  if (state && (!prev || prev.lastSeq < g.seq)) {
    const status = state.result ? 'over' : 'active';
    const waiting: Summary['waiting'] = state.pending.filter((p) => meta.seats[p.player]?.email).map((p) => {
      const old = prev?.waiting.find((w) => w.seat === p.player && w.decisionId === p.id);
      return old ?? { seat: p.player, decisionId: p.id, since: g.events.at(-1)?.at ?? now, remindedAt: null };
    });
    await d.store.putSummary({ gameId: meta.gameId, lastSeq: g.seq, status, waiting, dueAt: nextDueAt(waiting, meta), rev: (prev?.rev ?? 0) + 1 });
    await Promise.all(meta.seats.map((s, seat) => s.email
      ? d.store.putUserGame(s.email, {
        gameId: meta.gameId, seat, status, yourMove: state.pending.some((p) => p.player === seat), seq: g.seq,
        players: meta.seats.map((x) => x.name), updatedAt: now,
      })
      : undefined));
  }
  await Promise.all(newEvents.filter((e) => e.idem).map((e) => d.store.putIdem(meta.gameId, e.idem!, { seq: e.seq, seat: e.seat! }, e.at)));
  if (state && g.seq - (g.snapSeq ?? 0) >= d.snapshotEvery) {
    const json = snapshot(state);
    if (json) {
      await d.store.putSnapshot(meta.gameId, g.seq, json);
      g.snapSeq = g.seq;
    }
  }
  // Events read back from the table (stream consumer) carry no outbox field here: try them all.
  await Promise.all(newEvents.filter((e) => e.outbox === undefined || e.outbox.length > 0).map((e) => deliverOutbox(d.store, d.mailer, { gameId: meta.gameId, sk: eventSk(e.seq) }, now)));
}

/** The stream-consumer entry: reload a game and project its events from `fromSeq` on. */
export async function projectGame(d: Deps, gameId: string, fromSeq: number): Promise<void> {
  const g = await loadGame(d, gameId);
  await project(d, g, await d.store.events(gameId, fromSeq));
}
