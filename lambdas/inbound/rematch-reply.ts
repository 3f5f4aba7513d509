// Replies about a rematch: to the game-over mail, a line "rematch" proposes one (or accepts the one
// proposed; "accept" and "decline" answer it); to a rematch's invitation, "yes" ("accept",
// "rematch") accepts and "no" ("decline") declines. Acted on through the rematch port
// (kernel/rematch-port.ts: inbound sits below rematch/) and answered with what happened or why
// not. Lines that start with "say " go to the finished game's chat, as on any of its mail; on the
// game-over mail, which asks nothing, the other lines are table talk too. Once per mail: the act is
// recorded under the mail's key, so a second delivery does not act again (and its answer is the
// first one's outbox item, sent once: inbound.ts sendAnswer).
import { GAME_OVER_REPLY, REMATCH_INVITATION, type ReplyClaims } from '../../auth/reply-address.js';
import { ApiFailure, notFound } from '../kernel/errors.js';
import { requestHash } from '../kernel/idempotency.js';
import { seatOf } from '../kernel/replay.js';
import type { Deps } from '../kernel/deps.js';
import type { RematchPort } from '../kernel/rematch-port.js';
import { postFromReply, SAY } from '../chat/reply-chat.js';
import { rematchAnswerMail, type RematchReplyReport } from '../letters/rematch-replies.js';
import type { GameMeta, MailThread, Notification } from '../store/records.js';
import { excerpt } from './reply-answer.js';

type Act = 'propose' | 'accept' | 'decline';

/** The game-over mail asks nothing: "yes" and "no" there are table talk, not answers. */
const OVER_WORDS: ReadonlyMap<string, Act> = new Map<string, Act>([
  ['rematch', 'propose'],
  ['accept', 'accept'],
  ['decline', 'decline'],
]);
const INVITATION_WORDS: ReadonlyMap<string, Act> = new Map<string, Act>([
  ['rematch', 'accept'],
  ['yes', 'accept'],
  ['accept', 'accept'],
  ['no', 'decline'],
  ['decline', 'decline'],
]);

/** A line as a word: trimmed, lower case, without closing punctuation ("Rematch!" is "rematch"). */
const wordOf = (line: string) =>
  line
    .trim()
    .toLowerCase()
    .replace(/[\s.!]+$/, '');

/** Whether the reply to `claims`' address is about a rematch (read here) rather than table talk or moves. */
export function isRematchReply(claims: ReplyClaims, lines: readonly string[]): boolean {
  if (claims.decisionId === REMATCH_INVITATION) return true;
  return claims.decisionId === GAME_OVER_REPLY && lines.some((l) => OVER_WORDS.has(wordOf(l)));
}

/** A reply's lines read: what it asks (null: nothing, or more than one thing), its chat, the first line read as neither. */
export interface RematchLines {
  acts: Act[];
  chat: string[];
  unknown: string | null;
}

/** `typed`: the same lines as written (reply-mail.ts), which table talk posts with their end punctuation. */
export function readRematchLines(
  lines: readonly string[],
  invitation: boolean,
  typed: readonly string[] = lines,
): RematchLines {
  const words = invitation ? INVITATION_WORDS : OVER_WORDS;
  const read: RematchLines = { acts: [], chat: [], unknown: null };
  for (const [i, moveLine] of lines.entries()) {
    const line = typed[i] ?? moveLine;
    const said = SAY.exec(line);
    const act = words.get(wordOf(moveLine));
    if (said) read.chat.push(said[1]);
    else if (act) {
      if (!read.acts.includes(act)) read.acts.push(act);
    } else if (!invitation) read.chat.push(line);
    else read.unknown ??= line;
  }
  return read;
}

/** What the replier said to the rematch, and the rematch after, in words. */
function saidOf(act: Act, before: GameMeta | null, after: GameMeta, email: string): string {
  if (act === 'decline')
    return before?.status === 'cancelled'
      ? 'This rematch was declined already: it will not be played.'
      : 'You declined the rematch: it will not be played. The other players are told by mail.';
  if (after.status === 'cancelled') return 'This rematch was declined: it will not be played.';
  if (!before) return 'You proposed a rematch: the same players and options, a new kingdom, the seats rotated.';
  if (before.status !== 'open') return 'This rematch has started already.';
  return before.seats[seatOf(before, email)!]?.joined
    ? 'You had accepted this rematch already.'
    : 'You accepted the rematch.';
}

export interface RematchReply {
  claims: ReplyClaims;
  /** The game the address names: the finished game (game-over mail) or the rematch (its invitation). */
  meta: GameMeta;
  email: string;
  lines: readonly string[];
  /** The same lines as written (end punctuation kept); absent: `lines`. */
  typed?: readonly string[] | undefined;
  /** The mail's key (inbound.ts mailKey). */
  key: string;
  thread: MailThread;
}

/** Reads and acts on a reply about a rematch; the answer to mail to the replier. */
export async function rematchReply(d: Deps, r: RematchReply): Promise<Notification> {
  const invitation = r.claims.decisionId === REMATCH_INVITATION;
  const finishedId = invitation ? (r.meta.rematchOf ?? r.meta.gameId) : r.meta.gameId;
  const read = readRematchLines(r.lines, invitation, r.typed);
  const chat = read.chat.length ? await chatOnFinished(d, finishedId, r, read.chat.join('\n')) : undefined;
  const report: RematchReplyReport = { ...(await actOn(d, r, read, invitation)), ...(chat ? { chat } : {}) };
  return rematchAnswerMail(d, {
    to: r.email,
    seat: r.claims.seat,
    replied: r.meta,
    invitation,
    finishedId,
    report,
    thread: r.thread,
    now: d.now(),
  });
}

/** Posts the reply's chat to the finished game's table (the rematch has no talk of its own until it begins). */
async function chatOnFinished(d: Deps, finishedId: string, r: RematchReply, text: string): Promise<string> {
  const finished = finishedId === r.meta.gameId ? r.meta : await d.store.getMeta(finishedId);
  const seat = finished ? seatOf(finished, r.email) : null;
  if (!finished || seat === null) return "Not posted to the table's chat: the finished game is not found.";
  return postFromReply(d, finished, seat, text, r.key);
}

async function actOn(
  d: Deps,
  r: RematchReply,
  read: RematchLines,
  invitation: boolean,
): Promise<Omit<RematchReplyReport, 'chat'>> {
  const port = d.rematch;
  if (!port) return { said: 'Rematches are not answered by mail here: open the game.', rematch: null };
  const before = invitation ? r.meta : await port.find(r.meta.gameId);
  const ask = invitation ? 'reply "yes" to accept it or "no" to decline it' : 'reply "rematch" or "decline"';
  if (read.unknown !== null)
    return { said: `Nothing was done: "${excerpt(read.unknown)}" is not an answer; ${ask}.`, rematch: before };
  if (read.acts.length > 1)
    return { said: `Nothing was done: your reply both accepts and declines; ${ask}.`, rematch: before };
  const act = read.acts[0];
  if (!act) return { said: `The rematch waits for your answer: ${ask}.`, rematch: before };
  const idem = `rematch#mail.${r.key}`;
  // A second delivery of the mail: acted on already (its answer went out then).
  if (await d.store.getIdem(r.meta.gameId, idem)) return { said: 'This reply was read already.', rematch: before };
  try {
    const after = await run(port, act, before, r);
    const hash = requestHash({ mail: r.key, act });
    await d.store.putIdem(r.meta.gameId, idem, { seq: -1, seat: r.claims.seat, hash }, d.now());
    return { said: saidOf(act, before, after, r.email), rematch: after };
  } catch (e) {
    if (e instanceof ApiFailure) return { said: `Nothing was done. ${e.message}`, rematch: before };
    throw e;
  }
}

function run(port: RematchPort, act: Act, before: GameMeta | null, r: RematchReply): Promise<GameMeta> {
  if (act === 'propose') return port.propose(r.meta.gameId, r.email);
  if (!before) throw notFound('Nobody has proposed a rematch of this game: reply "rematch" to propose one.');
  return port.answer(before.gameId, r.email, act === 'accept');
}
