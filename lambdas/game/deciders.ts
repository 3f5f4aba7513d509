// The pipeline's command deciders, one per command type, looked up by `type` (pipeline.ts `run`
// never branches on it). Each says which game it decides on, what makes a repeat of it (its seat and
// idempotency stamp), how it is decided, and what a lost race means for it: a start that lost has
// been started by someone else (a duplicate); an undo that lost may have lost to the same undo
// (a double press: a duplicate); a move that lost is a stale seq (409).
import type { StaleSeq } from '../kernel/errors.js';
import { loadGame, withWindow, type ReplayedGame } from '../kernel/replay.js';
import { decideMove, decideStart, type Decided, type MoveCommand, type StartCommand } from './decide.js';
import { decideUndo, type UndoCommand } from './undo.js';
import { undoNotifications } from '../letters/take-back-mail.js';
import { settle } from './settle.js';
import type { IdemStamp } from '../kernel/idempotency.js';
import type { Deps } from '../kernel/deps.js';
import type { LogRecord } from '../store/records.js';

export type AnyCommand = StartCommand | MoveCommand | UndoCommand;
type CommandOf<K extends AnyCommand['type']> = Extract<AnyCommand, { type: K }>;

export type Outcome =
  /** The command's record was appended at `appliedSeq`; `appended` holds it and the bots' answers after it. */
  | { kind: 'applied'; game: ReplayedGame; appliedSeq: number; appended: readonly LogRecord[] }
  /** The same request had already been applied (its idempotency key), or the game had already started. */
  | { kind: 'duplicate'; game: ReplayedGame; appliedSeq: number };

export interface Decider<C extends AnyCommand> {
  /** The loaded game as this command reads it. */
  game(d: Deps, g: ReplayedGame): Promise<ReplayedGame>;
  /** Who sent it and its idempotency stamp: a second use of the key is a repeat (or refused); `at`, the seq it builds on, when bound to one. */
  stamp(c: C): { seat: number; idem: IdemStamp; at?: number } | null;
  decide(d: Deps, g: ReplayedGame, c: C): Decided | Promise<Decided>;
  /** The game moved on before this command landed (`lost`): a duplicate when what moved it was this command, else throw. */
  onLostRace(d: Deps, g: ReplayedGame, c: C, lost: StaleSeq): Promise<Outcome>;
  /** Whether a StaleSeq from `decide` is a lost race too (an undo's expected seq), not a refusal. */
  staleIsRace: boolean;
}

const asLoaded = (_d: Deps, g: ReplayedGame) => Promise.resolve(g);
const seatStamp = (c: MoveCommand | UndoCommand) => (c.idem ? { seat: c.seat, idem: c.idem } : null);
// A move's key is settled by its load when it is built on the game's seq (idempotency.ts keyUse).
const moveStamp = (c: MoveCommand) =>
  c.idem ? { seat: c.seat, idem: c.idem, ...(c.expectedSeq === undefined ? {} : { at: c.expectedSeq }) } : null;

const DECIDERS: { [K in AnyCommand['type']]: Decider<CommandOf<K>> } = {
  start: {
    game: asLoaded,
    stamp: () => null,
    decide: (d, g) => decideStart(g, d, d.now()),
    // Someone else wrote the start: the game as they left it, its bots caught up.
    onLostRace: async (d, g) => ({
      kind: 'duplicate',
      game: (await settle(d, await loadGame(d, g.meta.gameId), [])).game,
      appliedSeq: 0,
    }),
    staleIsRace: false,
  },
  move: {
    game: asLoaded,
    stamp: moveStamp,
    decide: (d, g, c) => decideMove(g, c, d, d.now()),
    onLostRace: (_d, _g, _c, lost) => Promise.reject(lost),
    staleIsRace: false,
  },
  undo: {
    // Undo's rules read the seat's moves back past the snapshot: with the window, as every undo always has.
    game: withWindow,
    stamp: seatStamp,
    decide: decideUndoGame,
    onLostRace: repeatedUndo,
    staleIsRace: true,
  },
};

/** The decider of command `c`'s type. */
export const deciderOf = <K extends AnyCommand['type']>(c: CommandOf<K>): Decider<CommandOf<K>> => DECIDERS[c.type];

/**
 * An undo command's record and the game after it: a take is replayed on the live line (a load with
 * the record as if appended: the state before the moves taken back cannot be reached in place);
 * a request or an answer leaves the state as it is.
 */
async function decideUndoGame(d: Deps, g: ReplayedGame, c: UndoCommand): Promise<Decided> {
  const record = decideUndo(g, c, d.now());
  const game =
    record.undo.action === 'take'
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
