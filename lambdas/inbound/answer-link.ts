// Answer links: one answer to one decision, offered in a mail, made by one press on the web's
// confirmation page. The link's token (auth/tokens.ts, audience `answer`) names the game, the player,
// the log seq the game was at when the mail was made, and the answer in notation — for a turn, a
// short sequence of moves, one per line ("play treasures", "buy Gold"). Here: where a link stands
// against the game as it is now (what the confirmation page shows), and the idempotency key of each
// move it makes — the same for every press of every link to that answer at that seq, so a double
// press, or the same link in two mails, lands once; the key is an HMAC under the app secret with a
// prefix no client may send (contract/moves.ts), so nobody else can take it first. The moves go
// through the one move pipeline like any other (submit-move.ts, move-lines.ts). One rule for every
// link, on its page and when pressed (requireLinkStands, linkBinding): it acts at its own point of
// the game — its first move expected at its seq, checked again by the conditional append — or, while
// the seat still owes the very decision it answers (still-owed.ts: another player answered a shared
// question meanwhile), at the game's point now, its answer checked against the game as it is. A link
// that answers a request to take moves back (Accept / Refuse, letters/take-back-mail.ts) stands against that
// request instead: usable while it is open and waits for the player, whoever else answered since.
import { createHmac } from 'node:crypto';
import { checkAnswer, decisionFor, parseMove, turnAnswers, view } from '../kernel/rules.js';
import { keyUseIn } from '../kernel/idempotency.js';
import { ApiFailure } from '../kernel/errors.js';
import type { ReplayedGame } from '../kernel/replay.js';
import { undoStatusFor } from '../read/undo-status.js';
import { stillOwedIn } from '../kernel/still-owed.js';
import { undoWordOf, type UndoBinding } from '../game/undo-words.js';
import { takeBackNow } from '../letters/take-back-words.js';
import { ANSWER_LINK_KEY_PREFIX, type AnswerLinkView } from '../../contract/api.js';

/** What an answer link's token claims, once verified: the seq it was made for, its answer, and the decision it answers (links made before it was named: none). */
export interface AnswerLinkClaims {
  seq: number;
  answer: string;
  decisionId?: number;
}

/**
 * The idempotency key of the move an answer link makes (a valid IdempotencyKey: the reserved prefix
 * and 22 base64url characters of an HMAC under `secret`, so only the server can make it); a link
 * that stands for several moves has one per line (`line`, from 0).
 */
export function answerLinkKey(secret: string, gameId: string, email: string, link: AnswerLinkClaims, line = 0): string {
  const named = ['answer-link-key', gameId, email.toLowerCase(), link.seq, link.answer, line];
  return `${ANSWER_LINK_KEY_PREFIX}${createHmac('sha256', secret).update(JSON.stringify(named)).digest('base64url').slice(0, 22)}`;
}

/**
 * How a link's command is bound to the game: an answer to a take-back request to that request,
 * any other answer to the seq its mail was made at (the first of its moves, when it has several).
 */
export function linkBinding(link: AnswerLinkClaims): Exclude<UndoBinding, Record<string, never>> {
  const word = undoWordOf(link.answer);
  return word && word !== 'undo' ? { request: link.seq } : { expectedSeq: link.seq };
}

/**
 * Refuses (409, in the words its page shows, with the game's seq) a press of a link whose page says
 * the game has moved on or is over; a link made already passes (its moves answer as repeats), and
 * a refused answer goes on to the pipeline, which refuses it with its own reason. Returns the seq
 * its first move is expected at: the link's own, or the game's now while its decision still waits.
 */
export function requireLinkStands(
  g: ReplayedGame,
  seat: number,
  secret: string,
  email: string,
  link: AnswerLinkClaims,
): number {
  const s = answerLinkStatus(g, seat, secret, email, link);
  // Like a stale expectedSeq: where the game is now goes with it.
  if (s.status === 'stale' || s.status === 'over')
    throw new ApiFailure('conflict', s.message ?? 'The game has moved on since this mail was sent.', {
      currentSeq: g.seq,
    });
  return linkPoint(g, seat, link) ?? link.seq;
}

/** The seq a link's answer acts at in the game as loaded: its own, or now while the decision it answers still waits; null: moved on. */
function linkPoint(g: ReplayedGame, seat: number, link: AnswerLinkClaims): number | null {
  if (g.seq === link.seq) return link.seq;
  return link.decisionId !== undefined && g.seq > link.seq && stillOwedIn(g, seat, link.decisionId, link.seq) === true
    ? g.seq
    : null;
}

/**
 * Where the link stands for `seat` in the game as loaded: made already (its key is in the log), the
 * game over or moved on, or — at the very seq it was made for — whether its answer reads as a legal
 * answer to the decision the seat owes (the engine's notation and checkAnswer; `apply` checks again
 * when the move is made). Reads only; a GET never makes the move.
 */
export function answerLinkStatus(
  g: ReplayedGame,
  seat: number,
  secret: string,
  email: string,
  link: AnswerLinkClaims,
): AnswerLinkView {
  const base = { answer: link.answer, linkSeq: link.seq };
  const key = answerLinkKey(secret, g.meta.gameId, email, link);
  if ((keyUseIn(g.records, key)?.seq ?? -1) > link.seq) return { ...base, status: 'done' };
  const state = g.state;
  if (!state) return { ...base, status: 'refused', message: 'The game has not started.' };
  if (state.result) return { ...base, status: 'over', message: 'The game is over.' };
  if (undoWordOf(link.answer)) return requestLinkStatus(g, seat, link, base);
  if (linkPoint(g, seat, link) === null)
    return {
      ...base,
      status: 'stale',
      message: 'The game has moved on since this mail was sent: the answer it offered no longer applies.',
    };
  const owed = decisionFor(state, seat);
  const mine = view(state, seat).decision;
  if (!owed || !mine) return { ...base, status: 'refused', message: 'You owe no answer now.' };
  // A turn's link is one of the turn's offered answers (the same game at the same seq offers the same).
  if (mine.kind === 'turn') {
    const offered = turnAnswers(state, seat)?.find((a) => a.text === link.answer);
    if (!offered)
      return { ...base, status: 'refused', message: 'This link is not one of the moves your turn offers now.' };
    return { ...base, status: 'ready', ...(offered.detail ? { detail: offered.detail } : {}) };
  }
  const parsed = parseMove(link.answer, seat, owed);
  if (!parsed.ok) return { ...base, status: 'refused', message: parsed.error.message };
  if (parsed.move.type !== 'answer')
    return { ...base, status: 'refused', message: 'This link does not answer the decision you owe.' };
  const legal = checkAnswer(mine, parsed.move.answer);
  return legal.ok ? { ...base, status: 'ready' } : { ...base, status: 'refused', message: legal.error.message };
}

/**
 * An answer to a request to take moves back (made at the request's own seq): ready while that very
 * request is open and waits for `seat` — others may have answered since — else stale.
 */
function requestLinkStatus(
  g: ReplayedGame,
  seat: number,
  link: AnswerLinkClaims,
  base: Pick<AnswerLinkView, 'answer' | 'linkSeq'>,
): AnswerLinkView {
  const req = undoStatusFor(g, seat).request;
  if (!req || req.seq !== link.seq)
    return {
      ...base,
      status: 'stale',
      message: 'That request to take moves back is closed: it was answered, or the game moved on.',
    };
  const question = `${g.meta.seats[req.by].name} asks to take back ${takeBackNow(g, req.to, req.by, req.count, seat)}.`;
  if (!req.waitingFor.includes(seat))
    return { ...base, status: 'refused', message: 'You have already answered this request.', question };
  return { ...base, status: 'ready', question };
}
