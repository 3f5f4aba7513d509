// The inbound pipeline: a reply by mail → moves through the one move pipeline → an answer mail.
// Locally the SMTP server (local/smtp.ts) feeds it; on AWS the SES receipt rule's function, which
// reads the raw mail from S3 (lambdas/jobs/inbound-mail.ts).
//
//   a recipient that is one of our signed reply addresses (auth/reply-address.ts: game, seat,
//   decision, seq, expiry; checked before anything is read, so made-up addresses cost nothing) ─►
//   verdicts (AWS: spam, virus, SPF, DKIM, DMARC all PASS) ─► not automatic mail (an out-of-office,
//   a bounce: inbound/automatic.ts; never read, never answered) ─► read the MIME (reply-mail.ts) ─►
//   the one From address must be the seat's ─► within the seat's reply limit (inbound/answer-quota.ts)
//   ─► the decision the mail asked must still wait, nothing
//   taken back since (or the take-back request it asked still open) ─► each line one command of the
//   move pipeline, in order, expectedSeq chained, stopping at the first refusal (move-lines.ts) ─►
//   the answer (reply-answer.ts): it asks what the seat owes now, with its answer links and a reply
//   address, and is that decision's "your move" mail (notices.ts plans none for a wait the reply's
//   own moves began). A reply whose every line was made and that leaves the seat owing nothing gets
//   no answer: the seat's next mail is its next question.
//
// Every line carries an idempotency key made from the mail and its line number, so a mail
// delivered twice (SES retries, an SMTP client resending) makes its moves once, and its answer is
// one MAIL# outbox item, sent once, threaded under the reply in the game's thread for the seat
// (letters/thread.ts); the reply's Message-ID is kept so the seat's later mail goes under it too. A web move racing a reply: the conditional append lets exactly
// one land; the reply then stops and says so. Answers that show the game go only to the seat's
// own address. A refusal (expired address, another sender) may go to someone who did not write:
// it shows nothing of the game and copies nothing of the mail (no subject, no thread), and an
// address gets at most REFUSALS_PER_HOUR of them. A forged address, a verdict other than PASS,
// automatic mail, an unreadable message or a reply past the seat's limit gets no answer at all.
import { createHash } from 'node:crypto';
import { automaticMark } from './automatic.js';
import { takeReplyQuota } from './answer-quota.js';
import {
  checkReplyLocalPart,
  REMATCH_INVITATION,
  REPLY_PREFIX,
  TAKE_BACK_REQUEST,
  type ReplyCheck,
  type ReplyClaims,
} from '../../auth/reply-address.js';
import { undoStatusFor } from '../read/undo-status.js';
import { stillOwed } from '../kernel/still-owed.js';
import { decisionFor } from '../kernel/rules.js';
import { keyUse, requestHash } from '../kernel/idempotency.js';
import { makeLines } from '../game/move-lines.js';
import { chatFromReply, postFromReply } from '../chat/reply-chat.js';
import { loadGame, type ReplayedGame } from '../kernel/replay.js';
import { sinceFor } from '../letters/since.js';
import { cleanMessageId } from '../letters/mime.js';
import { gameThread, underReply } from '../letters/thread.js';
import { answerMail, refusalMail, type Refusal, type ReplyReport } from './reply-answer.js';
import {
  MAX_LINE_CHARS,
  MAX_REPLY_MOVES,
  normalAddress,
  readReplyMail,
  UnreadableMail,
  type ReplyMail,
} from './reply-mail.js';
import type { Deps } from '../kernel/deps.js';
import type { Notification } from '../store/records.js';
import { awayReply } from './away-reply.js';
import { isRematchReply, rematchReply } from './rematch-reply.js';

/** A receiving service's judgement of a message (SES: PASS, FAIL, GRAY, PROCESSING_FAILED). */
export type Verdict = 'PASS' | 'FAIL' | 'GRAY' | 'PROCESSING_FAILED' | (string & {});

/** SES's checks of a received message; each must be PASS (docs/operations.md, Replies by mail: why). */
export interface Verdicts {
  spam?: Verdict | undefined;
  virus?: Verdict | undefined;
  spf?: Verdict | undefined;
  dkim?: Verdict | undefined;
  dmarc?: Verdict | undefined;
}
const VERDICT_NAMES = ['spam', 'virus', 'spf', 'dkim', 'dmarc'] as const;

export interface InboundMail {
  /** The message as received (RFC 5322), bounded by the receiver. */
  raw: Buffer;
  /** The envelope's recipients (SMTP RCPT TO; SES receipt recipients): where the reply address is. */
  recipients: readonly string[];
  /** SES's verdicts; absent locally. */
  verdicts?: Verdicts;
}

export type InboundOutcome =
  /** No answer sent: no signed reply address, a verdict other than PASS, automatic mail, an unreadable message, past the seat's reply limit. */
  | { kind: 'dropped'; why: string }
  /**
   * Not read against the game; `answered`: whether the sender was told (at most REFUSALS_PER_HOUR an
   * hour). 'from-address': sent to the address game mail comes from (inbound/from-address.ts).
   */
  | { kind: 'refused'; reason: Refusal | 'from-address'; answered: boolean }
  /** Every line was made and the seat owes nothing now (or the game ended): no answer (its next mail is its next question, or the game's end). */
  | { kind: 'done'; gameId: string; report: ReplyReport }
  /** The lines were read against the game: what became of them, and the answer mailed to the seat. */
  | { kind: 'answered'; gameId: string; report: ReplyReport; answer: Notification }
  /** The reply was about time away (`away until …`, `back`): set or refused, and answered; no moves read. */
  | { kind: 'away'; gameId: string; answer: Notification }
  /** A reply about a rematch (the game-over mail's, a rematch's invitation's: inbound/rematch-reply.ts), answered. */
  | { kind: 'rematch'; gameId: string; answer: Notification };

/** Refusals mailed to one address in an hour, at most: the sender of a refusal is not proven to have written. */
export const REFUSALS_PER_HOUR = 5;
const HOUR = 3_600_000;

export async function receiveReply(d: Deps, mail: InboundMail): Promise<InboundOutcome> {
  // Before the message is read at all: one of our signed addresses (expired ones too), and SES's checks.
  const address = signedReplyAddress(d, mail.recipients);
  if (!address) return { kind: 'dropped', why: 'no signed reply address among the recipients' };
  const failed = failedVerdicts(mail.verdicts);
  if (failed.length) return { kind: 'dropped', why: `not PASS: ${failed.join(', ')}` };
  // An out-of-office answered would answer back: automatic mail is neither read nor answered.
  const automatic = automaticMark(mail.raw);
  if (automatic) return { kind: 'dropped', why: `automatic mail (${automatic})` };
  let m: ReplyMail;
  try {
    m = await readReplyMail(mail.raw);
  } catch (e) {
    if (e instanceof UnreadableMail) return { kind: 'dropped', why: e.message };
    throw e;
  }
  const { sender } = m;
  const key = mailKey(mail.raw, m);
  // A refusal may go to someone who did not write (From is not proven): nothing of the mail or the game in it, and few of them.
  const refuse = async (reason: Refusal, gameId: string | null): Promise<InboundOutcome> => {
    const answered =
      !!sender && (await d.store.takeQuota(refusalQuota(sender), hourOf(d.now()), HOUR, REFUSALS_PER_HOUR));
    if (answered) await sendAnswer(d, gameId, key, refusalMail(d, sender, reason, d.now()));
    return { kind: 'refused', reason, answered };
  };
  if (!address.ok) return refuse('expired', address.claims.gameId);
  const { claims } = address;
  const meta = await d.store.getMeta(claims.gameId);
  const seatEmail = meta?.seats[claims.seat]?.email;
  // A rematch's invitation is answered before the game begins, and told it was declined after.
  const live = claims.decisionId === REMATCH_INVITATION || meta?.status === 'active' || meta?.status === 'over';
  if (!meta || !seatEmail || !live) return refuse('no-game', null);
  if (!sender) return refuse('no-sender', claims.gameId);
  if (sender !== normalAddress(seatEmail)) return refuse('wrong-sender', claims.gameId);
  if (!(await takeReplyQuota(d, claims.gameId, claims.seat)))
    return { kind: 'dropped', why: "past the seat's reply limit" };
  const replyId = m.messageId ? cleanMessageId(m.messageId) : null;
  const replyThread = replyId
    ? underReply(d, claims.gameId, claims.seat, replyId, m.references)
    : gameThread(d, claims.gameId, claims.seat, await lastReplyOf(d, claims));
  const away = await awayReply(d, seatEmail, m.lines, replyThread);
  if (away) {
    await sendAnswer(d, claims.gameId, key, away);
    return { kind: 'away', gameId: claims.gameId, answer: away };
  }
  if (isRematchReply(claims, m.lines)) {
    const { lines, typed } = m;
    const answer = await rematchReply(d, { claims, meta, email: seatEmail, lines, typed, key, thread: replyThread });
    await sendAnswer(d, claims.gameId, key, answer);
    return { kind: 'rematch', gameId: claims.gameId, answer };
  }
  const before = await loadGame(d, claims.gameId);
  // Every reply address names a decision: only once the game is over does the mail ask no move.
  const said = chatFromReply(m.lines, !!before.state && !before.state.result, m.typed);
  const chat = said.chat === null ? undefined : await postFromReply(d, meta, claims.seat, said.chat, key);
  const moved =
    said.moves.length || chat === undefined
      ? await makeMoves(d, claims, said.moves, key)
      : { done: [], failed: null, skipped: [], unread: null };
  const report: ReplyReport = { ...moved, ...(chat === undefined ? {} : { chat }) };
  const g = await loadGame(d, claims.gameId);
  // An answer to a take-back request is always answered: what became of the request is news.
  if (claims.decisionId !== TAKE_BACK_REQUEST && chat === undefined && allDoneNothingOwed(report, g, claims.seat)) {
    if (replyId) await noteReply(d, claims, replyId);
    return { kind: 'done', gameId: claims.gameId, report };
  }
  const since = sinceFor(g.meta, g.state, g.records, claims.seat);
  // In the game's thread for this seat, under the reply; the reply is the parent of the seat's later mail too.
  const answerThread = replyId
    ? underReply(d, claims.gameId, claims.seat, replyId, m.references)
    : gameThread(d, claims.gameId, claims.seat, await lastReplyOf(d, claims));
  const answer = answerMail({
    links: d,
    meta: g.meta,
    state: g.state!,
    seq: g.seq,
    seat: claims.seat,
    report,
    since,
    thread: answerThread,
    now: d.now(),
  });
  if (replyId) await noteReply(d, claims, replyId);
  await sendAnswer(d, claims.gameId, key, answer);
  return { kind: 'answered', gameId: claims.gameId, report, answer };
}

/** The names of the verdicts that are not PASS (an absent one is not a PASS); none without verdicts (local mail). */
export const failedVerdicts = (v: Verdicts | undefined): string[] =>
  v ? VERDICT_NAMES.filter((name) => v[name] !== 'PASS') : [];

/**
 * Whether the reply did all it said and nothing waits for `seat` now (the game goes on without them,
 * or it ended: the game-over mail tells everyone): an answer would only say so.
 */
function allDoneNothingOwed(report: ReplyReport, g: ReplayedGame, seat: number): boolean {
  if (report.unread || report.failed || report.skipped.length || !report.done.length || !g.state) return false;
  return !!g.state.result || !decisionFor(g.state, seat);
}

const hourOf = (ms: number) => Math.floor(ms / HOUR) * HOUR;
/** The refusal counter's name for an address: a hash, so the address itself is not kept. */
const refusalQuota = (address: string) =>
  `refusals:${createHash('sha256').update(address).digest('base64url').slice(0, 32)}`;

/**
 * The check of the first recipient that is one of our reply addresses with a valid signature
 * (expired or not), at the reply domain when one is set; null when none is. Cheap, no I/O: the
 * SMTP server asks it at RCPT TO, the SES function before it reads the message.
 */
export function signedReplyAddress(
  d: Pick<Deps, 'secret' | 'replyDomain' | 'now'>,
  recipients: readonly string[],
): Exclude<ReplyCheck, { reason: 'forged' }> | null {
  for (const r of recipients.map(normalAddress)) {
    const at = r.lastIndexOf('@');
    if (at <= 0) continue;
    const [local, domain] = [r.slice(0, at), r.slice(at + 1)];
    if (!local.startsWith(REPLY_PREFIX) || (d.replyDomain && domain !== d.replyDomain.toLowerCase())) continue;
    const check = checkReplyLocalPart(d.secret, local, d.now());
    if (check.ok || check.reason === 'expired') return check;
  }
  return null;
}

/** The seat's latest reply by mail in the game (its Message-ID), or null. */
async function lastReplyOf(d: Deps, c: ReplyClaims): Promise<string | null> {
  return (await d.store.replyIds(c.gameId)).get(c.seat) ?? null;
}

/** Keeps the reply's id for the seat's later mail (letters/thread.ts); a failure costs only the threading, never the answer. */
async function noteReply(d: Deps, c: ReplyClaims, replyId: string): Promise<void> {
  await d.store
    .noteReply(c.gameId, c.seat, replyId)
    .catch((e) => d.obs.warn("inbound: the reply's id was not kept for threading", { gameId: c.gameId }, e));
}

/** Names this mail for good: its Message-ID when it has one, else its bytes. */
function mailKey(raw: Buffer, m: ReplyMail): string {
  return createHash('sha256')
    .update(m.messageId ? `id:${m.messageId}` : raw)
    .digest('base64url')
    .slice(0, 22);
}

/** The lines as moves, in order, each through the pipeline; stops at the first that is refused. */
async function makeMoves(d: Deps, claims: ReplyClaims, lines: readonly string[], key: string): Promise<ReplyReport> {
  const report: ReplyReport = { done: [], failed: null, skipped: [], unread: null };
  if (lines.length === 0)
    return {
      ...report,
      unread:
        'Your reply had no moves in it (only quoted text or a signature). Write one move per line, above the quoted mail.',
    };
  if (lines.length > MAX_REPLY_MOVES)
    return {
      ...report,
      unread: `Your reply has ${lines.length} lines; at most ${MAX_REPLY_MOVES} moves are read from one reply, so none were.`,
    };
  const long = lines.findIndex((l) => l.length > MAX_LINE_CHARS);
  if (long >= 0)
    return {
      ...report,
      unread: `Line ${long + 1} of your reply is longer than ${MAX_LINE_CHARS} characters, longer than any move, so nothing was done.`,
    };
  const { gameId, seat } = claims;
  const idem = (i: number) => ({
    key: `mail.${key}.${i}`,
    hash: requestHash({ gameId, mail: key, line: i, text: lines[i] }),
  });
  const g: ReplayedGame = await loadGame(d, gameId);
  const stale = await unreadReason(d, g, claims);
  // A mail delivered again after its moves were made reads on: each line's key answers its first result.
  if (stale && !(await alreadyRead(d, g, idem(0).key))) return { ...report, unread: stale };
  const toRequest = claims.decisionId === TAKE_BACK_REQUEST ? claims.seq : undefined;
  return {
    ...(await makeLines(d, g, seat, lines, idem, { via: 'reply', ...(toRequest === undefined ? {} : { toRequest }) }))
      .report,
    unread: null,
  };
}

// No "reply to this mail instead": the answer takes replies only when something waits for the seat (then its footer says so).
const MOVED_ON =
  'The mail you replied to asked about an earlier point of the game; it has moved on since, so nothing was done.';

/** Why a reply to this address is not read against the game now (null: it is). */
async function unreadReason(d: Deps, g: ReplayedGame, c: ReplyClaims): Promise<string | null> {
  if (!g.state) return 'The game has not started yet.';
  if (g.state.result) return 'The game is over, so nothing was done.';
  if (c.decisionId === TAKE_BACK_REQUEST) {
    const req = c.seq === undefined ? null : undoStatusFor(g, c.seat).request;
    if (!req || req.seq !== c.seq)
      return 'The request to take moves back that you replied to is closed: it was answered, or the game moved on. Nothing was done.';
    return req.waitingFor.includes(c.seat) ? null : 'You have already answered this request to take moves back.';
  }
  return (await stillOwed(d, g, c.seat, c.decisionId, c.seq)) ? null : MOVED_ON;
}

async function alreadyRead(d: Deps, g: ReplayedGame, firstKey: string): Promise<boolean> {
  return (await keyUse(d.store, g, firstKey)) !== null;
}

/**
 * Queues the answer as the game's MAIL#reply-<mail> item (once per mail: a second delivery finds it
 * there) and delivers it. With no authentic game (a forged address) there is nowhere to keep it:
 * one send, and a failure is logged, not retried (that mail proved nothing about its sender).
 */
async function sendAnswer(d: Deps, gameId: string | null, key: string, n: Notification): Promise<void> {
  if (gameId === null) {
    await d.mailer
      .send(n)
      .catch((e) => d.obs.error('inbound: the refusal of a reply to an unknown address was not sent', {}, e));
    return;
  }
  const name = `reply-${key}`;
  await d.store.putMailing(gameId, name, d.now(), [n]);
  await d.deliverMail([{ gameId, sk: `MAIL#${name}` }]);
}
