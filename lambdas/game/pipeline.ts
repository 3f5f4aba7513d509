// The move pipeline, the one way a game's log grows: load → decide → conditional append → bots →
// projection and outbox. Every caller that changes a game goes through `handle` (load, then the
// caller's own authorisation builds the command) or `run` (a game already loaded): a player's move,
// the lobby's start, the deadline bot, bots catching up after a crash; next, undo and moves by mail
// reply are one more command each. The result is a value (the game after, the records appended);
// refusals are ApiFailures, mapped to HTTP in one place (errors.ts), a lost race a typed StaleSeq.
import { StaleSeq, staleSeq } from '../kernel/errors.js';
import type { Command, Decided } from './decide.js';
import type { UndoCommand } from './undo.js';
import { deciderOf, type AnyCommand, type Outcome } from './deciders.js';
import { settle } from './settle.js';
import { underLatestReplies } from '../letters/thread.js';
import { keyUse, requireSameRequest } from '../kernel/idempotency.js';
import { loadGame, unstarted, type ReplayedGame } from '../kernel/replay.js';
import type { Deps } from '../kernel/deps.js';
import { Conflict, type GameMeta, type LogRecord } from '../store/records.js';

export type { Outcome };

/**
 * Loads the game, lets `authorise` turn it into a command — it throws to refuse, e.g. the caller
 * holds no seat — then runs the command. `window`: load the records before the snapshot too (an
 * answer link's checks read them); a move needs only those after it (an undo reads the window in
 * `run`). The key's idempotency record is read in `run`, only when the load does not settle it.
 */
export async function handle(
  d: Deps,
  gameId: string,
  authorise: (g: ReplayedGame) => Command | UndoCommand,
  o: { window?: boolean } = {},
): Promise<Outcome> {
  const g = await loadGame(d, gameId, { window: o.window ?? true });
  return run(d, g, authorise(g));
}

/**
 * Runs one command on a loaded game (which the pipeline takes over: use the outcome's game), through
 * its type's decider (deciders.ts). An idempotency key seen before answers 'duplicate' (or refuses a
 * different request with it); a lost append race answers 'duplicate' when the winner was this same
 * request, else what the decider says of a lost race (a move: StaleSeq).
 */
export async function run<K extends AnyCommand['type']>(
  d: Deps,
  loaded: ReplayedGame,
  c: Extract<AnyCommand, { type: K }>,
): Promise<Outcome> {
  const decider = deciderOf(c);
  const g = await decider.game(d, loaded);
  const stamp = decider.stamp(c);
  const first = stamp && (await keyUse(d.store, g, stamp.idem.key, stamp.at));
  if (stamp && first) {
    requireSameRequest(first, stamp.seat, stamp.idem);
    return { kind: 'duplicate', game: g, appliedSeq: first.seq };
  }
  let decided: Decided;
  try {
    decided = await decider.decide(d, g, c);
  } catch (e) {
    if (decider.staleIsRace && e instanceof StaleSeq) return decider.onLostRace(d, g, c, e);
    throw e;
  }
  const { record, game } = decided;
  if (record.outbox?.length) record.outbox = await threaded(d, g.meta, record.outbox);
  try {
    await d.store.append(record);
  } catch (e) {
    if (!(e instanceof Conflict)) throw e;
    // Lost the race; `game` ran ahead on a record that did not land and is dropped.
    const gameId = g.meta.gameId;
    // To the same request sent twice at once?
    const [winner] = stamp ? await d.store.events(gameId, record.seq, record.seq) : [];
    if (stamp && winner?.idem === stamp.idem.key) {
      requireSameRequest({ seat: winner.seat, hash: winner.idemHash }, stamp.seat, stamp.idem);
      return { kind: 'duplicate', game: await loadGame(d, gameId), appliedSeq: winner.seq };
    }
    return decider.onLostRace(d, g, c, staleSeq(g.seq, (await d.store.lastSeq(gameId)) ?? g.seq));
  }
  const settled = await settle(d, game, [record]);
  return { kind: 'applied', game: settled.game, appliedSeq: record.seq, appended: settled.appended };
}

/**
 * The mail a record sends at once, each under its recipient's latest reply by mail (letters/thread.ts),
 * like "your move" mail. Threading is only how a client groups mail: if the replies cannot be read,
 * the mail goes under the game's root rather than the move failing.
 */
async function threaded(
  d: Deps,
  meta: GameMeta,
  outbox: NonNullable<LogRecord['outbox']>,
): Promise<NonNullable<LogRecord['outbox']>> {
  const replies = await d.store.replyIds(meta.gameId).catch((e: unknown) => {
    d.obs.warn('pipeline: the latest replies were not read; mail goes under the game root', { gameId: meta.gameId }, e);
    return new Map<number, string>();
  });
  return replies.size ? underLatestReplies(d, meta, outbox, replies) : [...outbox];
}

/** Writes the start record of a game the lobby has just started, then lets its bots move. */
export function startGame(d: Deps, meta: GameMeta): Promise<Outcome> {
  return run(d, unstarted(meta), { type: 'start' });
}

/** Bots owe a decision after a crash between a human's move and theirs: let them catch up. */
export async function catchUp(d: Deps, g: ReplayedGame): Promise<ReplayedGame> {
  return g.state ? (await settle(d, g, [])).game : g;
}
