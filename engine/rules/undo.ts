// Undo, the way good async sites do it, as pure rules over a game's log. The log stays
// append-only: taking moves back is one more record ("take", back to the record `to`), and the game
// is the replay of the records still live. A player may take back their own last move freely while
// it revealed nothing hidden from them (apply's `revealed`, disclosure.ts) and nobody else has moved
// since; otherwise they may ask, and every other human must accept (bots accept at once). A request
// that crosses revealed information ends with fresh decks (`freshDecks`): what the undone moves
// showed of any deck or of the random stream says nothing about what comes next. A move that was the
// only one left (ending a turn with nothing to play, buy or pay: the table's auto-end) is no choice:
// taking back goes past it to the choice before, so the take-back does not land on a turn that can
// only be ended again.
import { seedFromString, shuffleInPlace } from '../core/rng.js';
import type { TurnOptions } from './legal.js';
import type { GameState, PlayerIndex } from '../core/types.js';

/** What an undo record says. */
export type UndoData =
  /** Moves taken back: the game continues from record `to`. `of`: whose move it was; `fresh`: decks reshuffled. */
  | { action: 'take'; to: number; count: number; of: PlayerIndex; fresh: boolean }
  /** A request to take back `count` moves (back to `to`), waiting for the other humans. */
  | { action: 'ask'; to: number; count: number }
  /** An answer to the open request (the last acceptance is written as its `take`). */
  | { action: 'accept' }
  | { action: 'refuse' };

/** One log record as undo reads it: the start, a move (did it reveal? unknown on old records), or an undo record. */
export type UndoStep =
  | { seq: number; kind: 'start' }
  | {
      seq: number;
      kind: 'move';
      seat: PlayerIndex;
      revealed?: boolean /** It was the only move left (onlyEndLeft): no choice to take back. */;
      onlyMove?: boolean;
    }
  | { seq: number; kind: 'undo'; seat: PlayerIndex; undo: UndoData };

/**
 * The records still live, oldest first: the start, moves not taken back, and the takes that
 * reshuffled (they change the state). Steps before the first one given are taken as live.
 */
export function liveSteps<S extends UndoStep>(steps: readonly S[]): S[] {
  const live: S[] = [];
  for (const st of steps) {
    if (st.kind !== 'undo') {
      live.push(st);
      continue;
    }
    if (st.undo.action !== 'take') continue;
    const to = st.undo.to;
    while (live.length > 0 && live[live.length - 1].seq > to) live.pop();
    if (st.undo.fresh) live.push(st);
  }
  return live;
}

/** The seqs of the records taken back (moves and earlier fresh takes), among those given. */
export function undoneSeqs(steps: readonly UndoStep[]): Set<number> {
  const live = new Set(liveSteps(steps).map((s) => s.seq));
  return new Set(
    steps
      .filter(
        (s) =>
          (s.kind === 'move' || (s.kind === 'undo' && s.undo.action === 'take' && s.undo.fresh)) && !live.has(s.seq),
      )
      .map((s) => s.seq),
  );
}

/** An open request to take moves back. */
export interface UndoRequest {
  seq: number;
  by: PlayerIndex;
  to: number;
  count: number;
  accepted: PlayerIndex[];
  waitingFor: PlayerIndex[];
}

/** What undo a player may do now. `take`: free; `ask`: a request (none while one is open). */
export interface UndoStatus {
  take: { to: number; count: number } | null;
  ask: { to: number; count: number; fresh: boolean } | null;
  request: UndoRequest | null;
}

export interface UndoContext {
  /** Which seats are humans (the others are bots, who accept at once). */
  humans: readonly boolean[];
  /** The game is over, or was created with undo off: nothing may be taken back. */
  closed: boolean;
}

/** The request still open: the last ask, followed only by acceptances. */
export function openRequest(steps: readonly UndoStep[], humans: readonly boolean[]): UndoRequest | null {
  let i = steps.length - 1;
  const accepted: PlayerIndex[] = [];
  for (; i >= 0; i--) {
    const st = steps[i];
    if (st.kind !== 'undo' || st.undo.action === 'take' || st.undo.action === 'refuse') return null;
    if (st.undo.action === 'accept') {
      accepted.push(st.seat);
      continue;
    }
    const by = st.seat;
    const waitingFor = humans.flatMap((h, p) => (h && p !== by && !accepted.includes(p) ? [p] : []));
    return { seq: st.seq, by, to: st.undo.to, count: st.undo.count, accepted: accepted.reverse(), waitingFor };
  }
  return null;
}

const isOnlyMove = (st: UndoStep) => st.kind === 'move' && st.onlyMove === true;

/** What `seat` may take back now: their last live move that was a choice (past onlyMove ones) and everything after it. */
export function undoStatus(steps: readonly UndoStep[], seat: PlayerIndex, c: UndoContext): UndoStatus {
  const request = openRequest(steps, c.humans);
  if (c.closed) return { take: null, ask: null, request: null };
  const live = liveSteps(steps);
  const ownBefore = (end: number) => {
    for (let i = end - 1; i >= 0; i--) {
      const st = live[i];
      if (st.kind === 'move' && st.seat === seat) return i;
    }
    return -1;
  };
  let last = ownBefore(live.length);
  // Past moves that were no choice (a turn ended with nothing left): back to the seat's choice before.
  for (let i = last; i >= 0 && isOnlyMove(live[i]); ) {
    i = ownBefore(i);
    if (i >= 0) last = i;
  }
  // The record to go back to must be in the window given.
  if (last < 1) return { take: null, ask: null, request };
  const after = live.slice(last);
  const to = live[last - 1].seq;
  const count = after.filter((s) => s.kind === 'move').length;
  const free = after.every((s) => s.kind === 'move' && s.seat === seat && s.revealed === false);
  const fresh = crossesReveal(after);
  if (request) return { take: null, ask: null, request };
  return { take: free ? { to, count } : null, ask: { to, count, fresh }, request };
}

/**
 * Whether the turn decision with options `o` leaves nothing but ending the turn: the Buy phase with
 * nothing to play, buy or pay. Ending it then is the only move (the table's auto-end makes it).
 */
export function onlyEndLeft(o: TurnOptions | null): boolean {
  return !!o && o.end === 'turn' && o.play.length === 0 && !o.playTreasures && o.buy.length === 0 && o.payDebt === 0;
}

/** Whether taking these live steps back crosses revealed information (an old record without the mark counts as revealing). */
export function crossesReveal(live: readonly UndoStep[]): boolean {
  return live.some((s) => s.kind !== 'move' || s.revealed !== false);
}

/** Whether going back to record `to` takes back anything that revealed information. */
export function revealsAfter(steps: readonly UndoStep[], to: number): boolean {
  return crossesReveal(liveSteps(steps).filter((s) => s.seq > to));
}

/**
 * A request's restored state gets fresh hidden zones: the random stream is seeded anew from the
 * game's seed and `salt` (the take's seq), and every deck is put in card-id order and shuffled
 * from it, so its new order owes nothing to the order the undone moves may have shown.
 */
export function freshDecks(s: GameState, salt: string): void {
  s.rng = seedFromString(`${s.config.seed}/undo/${salt}`);
  for (const pl of s.players)
    shuffleInPlace(
      s.rng,
      pl.deck.sort((a, b) => a - b),
    );
}
