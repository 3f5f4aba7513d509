// The move pipeline, the one way a game's log grows: load → decide → conditional append → bots →
// projection and outbox. Every caller that changes a game goes through `handle` (load, then the
// caller's own authorisation builds the command) or `run` (a game already loaded): a player's move,
// the lobby's start, the deadline bot, bots catching up after a crash; next, undo and moves by mail
// reply are one more command each. The result is a value (the game after, the records appended);
// refusals are ApiFailures, mapped to HTTP in one place (errors.ts), a lost race a typed StaleSeq.
import { getBotOrRandom, seedFromString } from '../kernel/rules.js';
import { StaleSeq, staleSeq } from '../kernel/errors.js';
import { decide, type Command, type Decided } from './decide.js';
import { decideUndo, type UndoCommand } from './undo.js';
import { undoNotifications } from '../letters/take-back-mail.js';
import { underLatestReplies } from '../letters/thread.js';
import { keyUse, requireSameRequest } from '../kernel/idempotency.js';
import { project } from './projection.js';
import { loadGame, unstarted, withWindow, type ReplayedGame } from '../kernel/replay.js';
import type { Deps } from '../kernel/deps.js';
import { Conflict, type GameMeta, type IdemRecord, type LogRecord } from '../store/records.js';

export type Outcome =
  /** The command's record was appended at `appliedSeq`; `appended` holds it and the bots' answers after it. */
  | { kind: 'applied'; game: ReplayedGame; appliedSeq: number; appended: readonly LogRecord[] }
  /** The same request had already been applied (its idempotency key), or the game had already started. */
  | { kind: 'duplicate'; game: ReplayedGame; appliedSeq: number };

/**
 * Loads the game (and the command's idempotency record, in parallel), lets `authorise` turn it into a
 * command — it throws to refuse, e.g. the caller holds no seat — then runs the command. `window`:
 * load the records before the snapshot too (an answer link's checks read them); a move needs only
 * those after it (an undo reads the window in `run`).
 */
export async function handle(d: Deps, gameId: string, authorise: (g: ReplayedGame) => Command | UndoCommand, idemKey?: string, o: { window?: boolean } = {}): Promise<Outcome> {
  const [g, earlier] = await Promise.all([loadGame(d, gameId, { window: o.window ?? true }), idemKey ? d.store.getIdem(gameId, idemKey) : Promise.resolve(null)]);
  return run(d, g, authorise(g), earlier);
}

/**
 * Runs one command on a loaded game (which the pipeline takes over: use the outcome's game). An
 * idempotency key seen before answers 'duplicate' (or refuses a different request with it); a lost
 * append race answers 'duplicate' when the winner was this same request, else throws StaleSeq.
 * `earlier`: the key's IDEM# record when the caller already read it.
 */
export async function run(d: Deps, loaded: ReplayedGame, c: Command | UndoCommand, earlier?: IdemRecord | null): Promise<Outcome> {
  // Undo's rules read the seat's moves back past the snapshot: with the window, as every undo always has.
  const g = c.type === 'undo' ? await withWindow(d, loaded) : loaded;
  const idem = c.type === 'start' ? undefined : c.idem;
  if (c.type !== 'start' && idem) {
    const first = await keyUse(d.store, g, idem.key, earlier);
    if (first) {
      requireSameRequest(first, c.seat, idem);
      return { kind: 'duplicate', game: g, appliedSeq: first.seq };
    }
  }
  let decided: Decided;
  try {
    decided = c.type === 'undo' ? await decideUndoGame(d, g, c) : decide(g, c, d, d.now());
  } catch (e) {
    if (c.type === 'undo' && e instanceof StaleSeq) return repeatedUndo(d, g, c, e);
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
    if (c.type === 'start') return { kind: 'duplicate', game: (await settle(d, await loadGame(d, gameId), [])).game, appliedSeq: 0 };
    if (idem) {
      // To the same request sent twice at once?
      const [winner] = await d.store.events(gameId, record.seq, record.seq);
      if (winner?.idem === idem.key) {
        requireSameRequest({ seat: winner.seat, hash: winner.idemHash }, c.seat, idem);
        return { kind: 'duplicate', game: await loadGame(d, gameId), appliedSeq: winner.seq };
      }
    }
    const lost = staleSeq(g.seq, (await d.store.lastSeq(gameId)) ?? g.seq);
    if (c.type === 'undo') return repeatedUndo(d, g, c, lost);
    throw lost;
  }
  const settled = await settle(d, game, [record]);
  return { kind: 'applied', game: settled.game, appliedSeq: record.seq, appended: settled.appended };
}

/**
 * The mail a record sends at once, each under its recipient's latest reply by mail (mail-thread.ts),
 * like "your move" mail. Threading is only how a client groups mail: if the replies cannot be read,
 * the mail goes under the game's root rather than the move failing.
 */
async function threaded(d: Deps, meta: GameMeta, outbox: NonNullable<LogRecord['outbox']>): Promise<NonNullable<LogRecord['outbox']>> {
  const replies = await d.store.replyIds(meta.gameId).catch((e: unknown) => {
    d.obs.warn('pipeline: the latest replies were not read; mail goes under the game root', { gameId: meta.gameId }, e);
    return new Map<number, string>();
  });
  return replies.size ? underLatestReplies(d, meta, outbox, replies) : [...outbox];
}

/**
 * An undo command's record and the game after it: a take is replayed on the live line (a load with
 * the record as if appended: the state before the moves taken back cannot be reached in place);
 * a request or an answer leaves the state as it is.
 */
async function decideUndoGame(d: Deps, g: ReplayedGame, c: UndoCommand): Promise<Decided> {
  const record = decideUndo(g, c, d.now());
  const game = record.undo!.action === 'take'
    ? await loadGame(d, g.meta.gameId, { extra: record })
    : { ...g, seq: record.seq, records: [...g.records, record] };
  record.outbox = undoNotifications(game, record, d, d.now());
  return { record, game: { ...game, records: game.records } };
}

/**
 * An undo that found the game moved on: when what moved it is the same undo by the same seat from
 * the same point (a double press with two keys, two tabs, a link and a reply at once), this one is
 * a repeat of it and answers as such; anything else is the conflict `lost`.
 */
async function repeatedUndo(d: Deps, g: ReplayedGame, c: UndoCommand, lost: StaleSeq): Promise<Outcome> {
  const at = (c.expectedSeq ?? g.seq) + 1;
  const [winner] = await d.store.events(g.meta.gameId, at, at);
  const u = winner?.kind === 'undo' && winner.seat === c.seat ? winner.undo : undefined;
  // What the winner did, as a command: a take by someone else than whose moves it took back is the last acceptance.
  const did = u && (u.action === 'take' ? (u.of === c.seat ? 'take' : 'accept') : u.action);
  // An ask against bots is written as the take itself.
  if (did !== undefined && (did === c.action || (c.action === 'ask' && did === 'take'))) {
    return { kind: 'duplicate', game: await loadGame(d, g.meta.gameId), appliedSeq: winner.seq };
  }
  throw lost;
}

/** Writes the start record of a game the lobby has just started, then lets its bots move. */
export function startGame(d: Deps, meta: GameMeta): Promise<Outcome> {
  return run(d, unstarted(meta), { type: 'start' });
}

/** Bots owe a decision after a crash between a human's move and theirs: let them catch up. */
export async function catchUp(d: Deps, g: ReplayedGame): Promise<ReplayedGame> {
  return g.state ? (await settle(d, g, [])).game : g;
}

/** After an append: the bots answer what they owe, then the projection of every new record runs. */
async function settle(d: Deps, g: ReplayedGame, appended: LogRecord[]): Promise<{ game: ReplayedGame; appended: LogRecord[] }> {
  const bots = await runBots(d, g);
  const all = [...appended, ...bots.appended];
  if (all.length > 0) await d.afterAppend(g.meta.gameId, () => project(d, bots.game, all));
  return { game: bots.game, appended: all };
}

/** Bots answer every decision they owe, each answer its own record, at most `limit` moves. */
async function runBots(d: Deps, start: ReplayedGame, limit = 400): Promise<{ game: ReplayedGame; appended: LogRecord[] }> {
  const appended: LogRecord[] = [];
  let g = start;
  while (g.state && !g.state.result && appended.length < limit) {
    const owed = g.state.pending.find((x) => g.meta.seats[x.player]?.bot);
    if (!owed) break;
    const seat = owed.player;
    const move = getBotOrRandom(g.meta.seats[seat].bot!).move(g.state, seat, seedFromString(`${g.meta.config.seed}/bot/${seat}/${g.seq}`));
    const next = decide(g, { type: 'move', seat, move, by: 'bot' }, d, d.now());
    try {
      await d.store.append(next.record);
    } catch (e) {
      if (!(e instanceof Conflict)) throw e;
      // Someone else appended first and runs the bots from there; our state ran ahead: read theirs.
      return { game: await loadGame(d, g.meta.gameId), appended };
    }
    appended.push(next.record);
    g = next.game;
  }
  return { game: g, appended };
}
