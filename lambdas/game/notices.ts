// "Your move" mail that respects attention. A move no longer mails whoever must act next at once:
//
//   projection ── planWaits ──► SUMMARY.waiting[i].mailAt = wait began + the game's grace period
//        (a seat whose earlier mail is still unsent keeps that mailAt: one mail per person per game)
//                         │ (the WAITING index sorts by the soonest mailAt, reminder or deadline)
//   sendDueNotices ◄──────┘ at mailAt: the projection itself (when due at once) or the outbox job
//        (runNotices in lambdas/jobs/scheduled.ts, every minute)
//        ├─ the player was seen at the table lately (a page that polls, or their own move that this
//        │    wait follows from, only bots moving between) ─► held:
//        │    mailAt = last seen + PRESENT_MS, so it goes if they leave
//        └─ else: rendered from the game as it stands NOW (noticeFor: what they owe now, what happened
//             since their move; in the game's mail thread, under their latest reply) ─► MAIL#notice/<seat>/<fromSeq> (putMailing: once per name) ─► the
//             outbox's claim/send/mark (outbox/deliver.ts) ─► the wait marked mailed (rev-checked summary write)
//
// What is no longer owed by then (answered at the table, taken back by an undo) is simply no longer
// a wait: nothing is sent. A decision that follows from the player's own move at the table (the next
// step of their own turn, their next turn after a bot's) is never mailed while they are there: that
// move counts as being seen. A move made away from the table — an answer link's press, a reply by
// mail (the record's `via`) — is not presence: the next question goes after the grace period (at
// once at grace 0), never held for PRESENT_MS. After a reply, the answer to it asks what the seat owes
// next (inbound.ts), so a wait that reply's moves began (only bots moving after it) carries no mailAt:
// no second mail.
import type { GameState } from '../kernel/rules.js';
import { owedDecision } from '../kernel/still-owed.js';
import { noticeFor } from '../letters/notify.js';
import { sinceFor } from '../letters/since.js';
import { chatForMail, lastOwnMoveAt } from '../chat/chat-mail.js';
import { nextDueAt } from './reminder-due.js';
import { withWindow, type ReplayedGame } from '../kernel/replay.js';
import { MINUTE } from '../kernel/durations.js';
import type { Deps } from '../kernel/deps.js';
import type { GameMeta, LogRecord, MailKey, Summary, Wait } from '../store/records.js';
import { DEFAULT_MAIL_GRACE_MINUTES } from '../../contract/api.js';

/** The grace period of games created before it was a setting. */
const DEFAULT_MAIL_GRACE_MS = DEFAULT_MAIL_GRACE_MINUTES * MINUTE;
/** A player seen at the table this recently is there: their "your move" mail waits. */
export const PRESENT_MS = 3 * MINUTE;
/** A table that polls records a sighting at most this often per seat. */
const SEEN_EVERY_MS = MINUTE;
/**
 * How long a wait between two lines of one answer link's sequence waits before it is mailed, even at
 * grace 0: the lines follow in one request, so by then the next line has ended it, or was refused.
 */
const SEQUENCE_MS = MINUTE;

/** A game's grace period before its "your move" mail goes (games created before it was a setting: the default). */
export const graceOf = (meta: GameMeta) => meta.mailGraceMs ?? DEFAULT_MAIL_GRACE_MS;

/**
 * The summary's waits for the game after `newRecords` (at `seq`, the last at `at`): a wait already
 * known keeps its fields; a new one gets its mail time — the seat's unsent earlier mail time if it has
 * one (coalescing), else `at` + the grace period — unless the deadline bot's mail or the answer to
 * the player's own reply by mail just told them.
 */
export function planWaits(
  meta: GameMeta,
  state: GameState,
  prev: Summary | null,
  newRecords: readonly LogRecord[],
  seq: number,
  at: number,
): Wait[] {
  return state.pending
    .filter((p) => meta.seats[p.player]?.email)
    .map((p): Wait => {
      const old = prev?.waiting.find(
        (w) => w.seat === p.player && w.decisionId === p.id && !askedAgain(w, prev, newRecords),
      );
      if (old) return old;
      const wait: Wait = { seat: p.player, decisionId: p.id, since: at, remindedAt: null, fromSeq: seq };
      const byMail = ownMailMove(newRecords, p.player);
      // Told already: by the deadline bot's mail, or by the answer to the seat's own reply (it asks what waits now).
      if (newRecords.some((r) => r.by === 'deadline' && r.seat === p.player) || byMail === 'reply') return wait;
      // Mid-sequence, the next line normally ends this wait in a moment; when it was refused instead
      // (the buy of an Event that asks a question, then "end turn"), nothing else would ever mail it.
      if (byMail === 'more') return { ...wait, mailAt: at + Math.max(graceOf(meta), SEQUENCE_MS), midSequence: true };
      const unsent = prev?.waiting.find((w) => w.seat === p.player && w.mailAt !== undefined && !w.midSequence);
      return { ...wait, mailAt: unsent?.mailAt ?? at + graceOf(meta) };
    });
}

/**
 * Whether the last of `newRecords` that was not a bot's is the seat's own move by reply (`reply`: the
 * answer to that reply, rendered after it, asks what the seat owes now) or a line of a link's
 * sequence with more lines coming at once (`more`: the point between is gone in a moment, and the
 * last line's wait is mailed — unless the next line was refused, which the records cannot show).
 * When another player moved after it (records projected together, as a stream batch may), the
 * answer may have been rendered before the wait began: it is mailed as usual (a second mail at
 * worst, never none).
 */
function ownMailMove(newRecords: readonly LogRecord[], seat: number): 'reply' | 'more' | null {
  for (let i = newRecords.length - 1; i >= 0; i--) {
    const r = newRecords[i];
    if (r.kind === 'move' && r.by === 'bot') continue;
    if (r.kind !== 'move' || r.seat !== seat) return null;
    if (r.via === 'reply') return 'reply';
    return r.more === true ? 'more' : null;
  }
  return null;
}

/**
 * Whether a take-back among `newRecords` went back before the record the wait began at. Replay
 * restores the decision counter, so the redo asks its decision again under the same id: without
 * this, a projection that sees the take and the redo together would keep the old wait — its time
 * (the reminder and the deadline would count from it) and its mail name (already sent: no new mail).
 * A wait from before `fromSeq` was kept counts from the summary's seq (at worst a wait restarts).
 */
function askedAgain(w: Wait, prev: Summary, newRecords: readonly LogRecord[]): boolean {
  const began = w.fromSeq ?? prev.lastSeq;
  return newRecords.some((r) => r.kind === 'undo' && r.undo?.action === 'take' && r.undo.to < began);
}

/**
 * When the wait that began at `fromSeq` follows from the seat's own move at the table — only bots
 * moved between (the next step of their own turn, the bot's turn after theirs) — the time of that
 * move; else -Infinity (another player's or the deadline bot's move came between, the load does not
 * reach, or the move came by an answer link or a reply: the player is not at the table).
 */
export function ownMoveBefore(records: readonly LogRecord[], seat: number, fromSeq: number): number {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i];
    if (r.seq > fromSeq || r.kind !== 'move') continue;
    if (r.seat === seat && r.by === 'human') return r.via ? -Infinity : r.at;
    if (r.by !== 'bot') return -Infinity;
  }
  return -Infinity;
}

/**
 * Sends the "your move" mail that is due in game `g` (loaded at the summary's seq) and records it on
 * the summary; holds the mail of a player at the table. Safe to run twice at once or again after a
 * crash: a mail's name is fixed by its wait, the outbox sends it once.
 */
export async function sendDueNotices(d: Deps, loaded: ReplayedGame, summary: Summary, now: number): Promise<void> {
  const due = summary.waiting.filter((w) => w.mailAt !== undefined && w.mailAt <= now);
  const state = loaded.state;
  if (due.length === 0 || !state || state.result || summary.lastSeq !== loaded.seq) return;
  // Whether the player was seen, and the mail's "since your move", read back past the snapshot.
  const g = await withWindow(d, loaded);
  const seen = await d.store.seenAt(g.meta.gameId);
  const keys: MailKey[] = [];
  // Read once, and only if a mail is written: each seat's latest reply, its mail's parent (letters/thread.ts).
  let replies: Promise<Map<number, string>> | null = null;
  const lastReply = async (seat: number) => (await (replies ??= d.store.replyIds(g.meta.gameId))).get(seat) ?? null;
  const waiting = await Promise.all(
    summary.waiting.map(async (w): Promise<Wait> => {
      if (!due.includes(w)) return w;
      const { mailAt: _sent, ...mailed } = w;
      const lastSeen = Math.max(
        seen.get(w.seat) ?? -Infinity,
        ownMoveBefore(g.records, w.seat, w.fromSeq ?? summary.lastSeq),
      );
      const presentMs = d.presentMs ?? PRESENT_MS;
      if (now - lastSeen < presentMs) return { ...w, mailAt: lastSeen + presentMs };
      // The summary is the game's at this seq, so this is the wait's decision; anything else is not mailed.
      const owed = owedDecision(g, w.seat, w.decisionId);
      if (!owed) return mailed;
      const name = `notice/${w.seat}/${w.fromSeq ?? summary.lastSeq}`;
      const chat = await chatForMail(d.store, g.meta, w.seat, lastOwnMoveAt(g.records, w.seat));
      const mail = noticeFor({
        meta: g.meta,
        state,
        decision: owed,
        seq: g.seq,
        links: d,
        now,
        since: sinceFor(g.meta, state, g.records, w.seat),
        lastReply: await lastReply(w.seat),
        chat,
      });
      // Null when an earlier or concurrent run wrote it: it is in the outbox either way, sent once.
      await d.store.putMailing(g.meta.gameId, name, now, [mail]);
      keys.push({ gameId: g.meta.gameId, sk: `MAIL#${name}` });
      return mailed;
    }),
  );
  // A lost write (a newer projection, another run) leaves mailAt set: the next run finds the mailing written and only marks it.
  await d.store.putSummary(
    { ...summary, waiting, dueAt: nextDueAt(waiting, g.meta), rev: summary.rev + 1 },
    summary.rev,
  );
  if (keys.length) await d.deliverMail(keys);
}

/** Per container: when each seat's sighting was last written, so a polling table costs one write a minute. */
const written = new Map<string, number>();

/** Records that the seat's player has the game's page open (GET /games/{id}?present=1); never fails the read. */
export async function markPresent(d: Deps, gameId: string, seat: number, now: number): Promise<void> {
  const k = `${gameId}/${seat}`;
  if (now - (written.get(k) ?? -Infinity) < SEEN_EVERY_MS) return;
  if (written.size > 10_000) written.clear();
  written.set(k, now);
  try {
    await d.store.markSeen(gameId, seat, now, now - SEEN_EVERY_MS);
  } catch (e) {
    d.obs.warn('presence: a sighting was not recorded', { gameId, seat }, e);
  }
}
