// Undo in words: what a player writes (a line of a reply by mail, a text move on the move route) or
// an answer link's answer, read as an undo command. Three words, whole lines only, so no move in the
// notation is ever read as one: "undo" (or "take back": take back my last moves — freely when that
// is allowed, else ask the others), "accept" and "refuse" (answer the open request). "yes" and "no"
// mean accept and refuse only in a reply to the mail that asked: elsewhere they answer a yes/no
// decision. The command is built against the game as loaded, and an answer is bound to the request
// it answers (the seq of its ask record): once that request is closed, the words are stale.
import { forbidden } from '../kernel/errors.js';
import { undoStatusFor } from '../read/undo-status.js';
import type { UndoCommand } from './undo.js';
import type { ReplayedGame } from '../kernel/replay.js';
import type { IdemStamp } from '../kernel/idempotency.js';

/** What a line asks for: take back (or ask to), accept or refuse the open request. */
export type UndoWord = 'undo' | 'accept' | 'refuse';

const WORDS: ReadonlyMap<string, UndoWord> = new Map<string, UndoWord>([
  ['undo', 'undo'],
  ['take back', 'undo'],
  ['take it back', 'undo'],
  ['undo my move', 'undo'],
  ['undo my last move', 'undo'],
  ['accept', 'accept'],
  ['accept undo', 'accept'],
  ['accept the take-back', 'accept'],
  ['agree', 'accept'],
  ['refuse', 'refuse'],
  ['refuse undo', 'refuse'],
  ['refuse the take-back', 'refuse'],
  ['decline', 'refuse'],
  ['reject', 'refuse'],
]);
/** In a reply to the request's own mail only. */
const REQUEST_REPLIES: ReadonlyMap<string, UndoWord> = new Map<string, UndoWord>([
  ['yes', 'accept'],
  ['y', 'accept'],
  ['ok', 'accept'],
  ['no', 'refuse'],
  ['n', 'refuse'],
]);

const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');

/** The undo word a line is, or null (then it is a move in the notation). `toRequest`: the line replies to the request's mail. */
export function undoWordOf(text: string, toRequest = false): UndoWord | null {
  const t = normal(text);
  return WORDS.get(t) ?? (toRequest ? (REQUEST_REPLIES.get(t) ?? null) : null);
}

/** How a command is bound to the game: the seq the player saw, or (an answer) the request it answers. */
export type UndoBinding = { expectedSeq: number } | { request: number } | Record<string, never>;

/**
 * The undo command for `word` by `seat`: "undo" takes back when that is free and asks otherwise
 * (refused with the reason when neither is possible); accept and refuse answer the open request,
 * and when bound to a request, only that one (409 once it is closed: the game moved on).
 */
export function undoCommandOf(
  g: ReplayedGame,
  seat: number,
  word: UndoWord,
  bind: UndoBinding,
  idem?: IdemStamp,
): UndoCommand {
  const base = { type: 'undo' as const, seat, ...bind, ...(idem ? { idem } : {}) };
  if (word !== 'undo') return { ...base, action: word };
  const status = undoStatusFor(g, seat);
  if (status.request && !status.take && !status.ask)
    throw forbidden('A request to take moves back is already open: wait for the answer.');
  return { ...base, action: status.take ? 'take' : 'ask' };
}
