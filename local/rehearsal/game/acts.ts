// The three ways a human acts in the rehearsed game, each only through its own surface:
//   A at the table: the page's read with a sighting, then its moves over the session;
//   B from a mail's answer links: open the link's page (its token only), then its one press;
//   C by a reply to a mail, as a mail client writes it, then reading the answer mail.
// Each returns whether it acted. A mail that cannot answer what its player owes is counted (the
// deadline bot will move for them, unless a newer mail comes first).
import { kindOf, answerLinksIn, replyExamplesIn, writableIn, type MailKind } from './mail-reading.js';
import { linesOf, linkPreference, pickWritable, tableMove } from './players.js';
import { replyMime } from './reply-mime.js';
import { pressLink, readGame, readLink, submitMove, submitUndo, type Game } from './api.js';
import { mailOf, type IndexedMail, type Run } from './run.js';

/** The kinds of mail that ask their player something (or, an answer to a reply, may ask the next thing). */
const ASKING: ReadonlySet<MailKind> = new Set(['notice', 'reminder', 'deadline', 'request', 'answer']);

/** The game as A's table has it after a move: where it is, A's view and what A may take back. */
export type TableState = Pick<Game, 'seq' | 'view' | 'undo'>;

/** A plays what they owe at the open table (the page's read, a sighting, then each move) until they owe nothing. */
export async function tablePlays(r: Run): Promise<TableState> {
  const a = r.humans.a;
  let g: TableState = await readGame(r.surface, a, r.gameId, true);
  r.ledger.sighted(a, r.surface.now());
  for (let i = 0; i < 60 && g.view?.decision && !g.view.result; i++) {
    g = await submitMove(r.surface, a, r.gameId, g.seq, tableMove(g.view));
    r.counts.http++;
    r.ledger.acted(a, r.surface.now());
  }
  if (g.view?.decision && !g.view.result) throw new Error(`A still owes a decision after 60 moves at seq ${g.seq}`);
  return g;
}

/** The newest asking mail to `email` not used yet, or null (nothing new: the next mail is not due yet). */
async function newestAsking(r: Run, email: string): Promise<IndexedMail | null> {
  const newest = (await mailOf(r, email)).filter((m) => ASKING.has(kindOf(m.mail))).at(-1);
  return newest && !r.used.has(newest.index) ? newest : null;
}

/** B presses the answer link of their newest mail they would choose; counts the mail when it has none. */
export async function linkActs(r: Run): Promise<boolean> {
  const b = r.humans.b;
  const m = await newestAsking(r, b);
  if (!m) return false;
  r.used.add(m.index);
  const links = answerLinksIn(m.mail);
  if (links.length === 0) {
    r.counts.unanswerable.links++;
    r.log(`B: "${firstLine(m.mail.text)}" has no answer links: the deadline bot will move`);
    return false;
  }
  for (const link of linkPreference(links)) {
    // The answer page: where the link stands, and what a buy leads to (B buys nothing that brings debt).
    const page = await readLink(r.surface, link.token, r.gameId);
    const stands = page.answerLink;
    if (!stands || stands.status !== 'ready') continue;
    if (/debt/i.test(stands.detail ?? '') && links.length > 1) continue;
    const made = await pressLink(r.surface, link.token, r.gameId, stands.linkSeq, stands.answer);
    if (!made) continue;
    r.counts.links++;
    r.ledger.acted(b, r.surface.now());
    r.log(`B presses "${link.label}"`);
    return true;
  }
  r.log(`B: no link of "${firstLine(m.mail.text)}" is ready (the game moved on): waiting for the next mail`);
  return false;
}

/**
 * The lines C writes to a mail: "yes" to a take-back request; a link's words as moves; else the
 * mail's first example of a reply; else (an answer to a reply) the line C prefers of what it says
 * may be written now.
 */
function replyLines(m: IndexedMail): string[] | null {
  if (kindOf(m.mail) === 'request') return ['yes'];
  const pick = linkPreference(answerLinksIn(m.mail), true)[0];
  if (pick) return linesOf(pick.label);
  const line = replyExamplesIn(m.mail)[0] ?? pickWritable(writableIn(m.mail));
  return line ? [line] : null;
}

/**
 * C replies to their newest mail that takes a reply, then reads the answer (which, when something
 * still waits, takes the next reply). A mail C cannot answer, or a second failed reply in a row, is
 * counted and left to the deadline bot.
 */
export async function replyActs(r: Run): Promise<boolean> {
  const c = r.humans.c;
  const m = await newestAsking(r, c);
  if (!m || m.mail.replyTo.length === 0) return false;
  r.used.add(m.index);
  const lines = replyLines(m);
  if (!lines) {
    r.counts.unanswerable.replies++;
    r.log(`C: "${firstLine(m.mail.text)}" says nothing C can write: the deadline bot will move`);
    return false;
  }
  const { raw, recipient } = replyMime({ from: c, to: m.mail, lines, at: r.surface.now() });
  const before = (await mailOf(r, c)).length;
  await r.surface.receiveMail(raw, [recipient]);
  await r.surface.settle();
  const answer = (await mailOf(r, c)).slice(before).find((x) => kindOf(x.mail) === 'answer');
  r.log(`C replies: ${lines.join(' / ')}`);
  // No answer: every line was made and nothing waits for C now (a refusal or a line not made is always answered).
  const text = answer?.mail.text ?? 'Done: (no answer: all made, nothing owed)';
  const done = /Done: /.test(text);
  if (done) {
    r.counts.replies++;
    r.ledger.acted(c, r.surface.now());
  }
  const failed = /Not done: |nothing was done/.test(text);
  if (failed) {
    r.log(`C's reply failed: ${firstLine(text.slice(text.search(/Not done|nothing was done/)))}`);
    // The answer says what may be written now: C reads it next, once; after a second failure it is left to the deadline bot.
    if (r.failedReplies++ > 0) {
      if (answer) r.used.add(answer.index);
      r.counts.unanswerable.replies++;
    }
  } else {
    r.failedReplies = 0;
  }
  return done || failed;
}

/** A asks the others to take back their last moves (the table's "ask"); true when the request is open. */
export async function askTakeBack(r: Run, g: TableState): Promise<boolean> {
  if (!g.undo?.ask) return false;
  const asked = await submitUndo(r.surface, r.humans.a, r.gameId, g.seq, 'ask');
  r.counts.http++;
  r.log(`A asks to take back ${g.undo.ask.count} move(s)`);
  return !!asked.undo?.request;
}

const firstLine = (text: string) => (text.split('\n', 1)[0] ?? '').slice(0, 100);
