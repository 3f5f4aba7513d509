// Scheduled work: reminders and deadlines (every few minutes), the "your move" mail whose grace
// period is over and the outbox sender (every minute; the DynamoDB stream consumer on AWS sends
// at once what is due at once; locally run in-process after each append and at start-up).
import { getBotOrRandom, seedFromString } from '../kernel/rules.js';
import { owedDecision } from '../kernel/still-owed.js';
import { loadGame } from '../kernel/replay.js';
import { run } from '../game/pipeline.js';
import { projectGame, repairGame, repairLagging } from '../game/projection.js';
import type { Deps } from '../kernel/deps.js';
import { deliverPending } from '../outbox/deliver.js';
import { sendDueNotices } from '../game/notices.js';
import { reminderFor } from '../letters/notify.js';
import { sinceFor } from '../letters/since.js';
import { StaleSeq } from '../kernel/errors.js';
import { mailSkip } from '../outbox/prefs.js';
import type { MailKey } from '../store/records.js';
import { runDigests } from './digest.js';
import { expireOpenGames } from '../lobby/open-expiry.js';
import { seatClocks } from '../vacation/clocks.js';
import { welcomeDue } from './back-mail.js';

/** `reminded`: the reminders put in the outbox (those a preference refuses are not written). */
export interface ReminderRun {
  reminded: number;
  deadlineMoves: number;
  digests: number;
  openExpired: number;
  welcomed?: number;
}

/**
 * First repairs projections a failure left behind their log (repairLagging). Then for every game due
 * (the WAITING index by `dueAt`, reminder-due.ts), with its summary caught up to the log first, so no
 * game goes without reminders because its projection lags: past the game's deadline, the Big Money
 * bot takes the owed decision (a record with by = "deadline", through the move pipeline); otherwise,
 * if the wait (or the last reminder) is older than the game's reminder interval, one reminder goes
 * into the game's outbox and is delivered like every game mail. The summary's revision makes two concurrent runs send at most one reminder per interval.
 * Then the daily digests (digest.ts), and the expiry of open games nobody filled (lobby/open-expiry.ts).
 */
export async function runReminders(d: Deps): Promise<ReminderRun> {
  const out: ReminderRun = { reminded: 0, deadlineMoves: 0, digests: 0, openExpired: 0 };
  const now = d.now();
  await repairLagging(d, {}).catch((e) => d.obs.error('reminders: the repair of lagging games failed', {}, e));
  for (const gameId of await d.store.waitingDue(now)) {
    const loading = loadGame(d, gameId);
    const [g, summary] = await Promise.all([loading, repairGame(d, gameId, loading)]);
    if (!summary || !g.state || g.state.result || summary.lastSeq !== g.seq) continue;
    // Each waiting player's clock skips their time away (vacation/clocks.ts); a time away just over is welcomed back once.
    const clocks = await seatClocks(d.store, g.meta, summary.waiting);
    const welcomed = await welcomeDue(d, clocks, gameId, now);
    if (welcomed) out.welcomed = (out.welcomed ?? 0) + welcomed;
    const late = summary.waiting.find((w) => (clocks.deadlineAt(w) ?? Infinity) <= now);
    // The summary is the game's at this seq (planWaits makes a decision a take-back asked again a new
    // wait, with its own time), so the same id is the same decision, owed since `late.since`.
    if (late && owedDecision(g, late.seat, late.decisionId)) {
      const move = getBotOrRandom('big-money').move(
        g.state,
        late.seat,
        seedFromString(`${g.meta.config.seed}/deadline/${g.seq}`),
      );
      try {
        await run(d, g, { type: 'move', seat: late.seat, move, by: 'deadline', expectedSeq: g.seq });
      } catch (e) {
        if (e instanceof StaleSeq) continue;
        throw e;
      }
      out.deadlineMoves++;
      continue;
    }
    const due = summary.waiting.filter((w) => clocks.reminderAt(w) <= now);
    const waiting = summary.waiting.map((w) => (due.includes(w) ? { ...w, remindedAt: now } : w));
    const next = { ...summary, rev: summary.rev + 1, waiting, dueAt: clocks.nextDueAt(waiting) };
    // Nothing due (a summary from before `dueAt`): the write alone files the game under its due time.
    if (due.length === 0) {
      if (summary.dueAt !== next.dueAt) await d.store.putSummary(next, summary.rev);
      continue;
    }
    if (!(await d.store.putSummary(next, summary.rev))) continue;
    // Each seat's latest reply by mail: the reminder goes under it, in the game's thread (letters/thread.ts).
    const replies = await d.store.replyIds(gameId);
    const keys: MailKey[] = [];
    for (const w of due) {
      const dec = owedDecision(g, w.seat, w.decisionId);
      if (!dec) continue;
      // Digest users and undeliverable addresses get no reminder (the digest lists the game).
      if (await mailSkip(d.store, g.meta.seats[w.seat].email!, 'reminder')) continue;
      const reminder = reminderFor({
        meta: g.meta,
        state: g.state,
        decision: dec,
        links: d,
        now,
        // Pushed past the player's time away, as the deadline itself is.
        deadlineAt: clocks.deadlineAt(w),
        since: sinceFor(g.meta, g.state, g.records, dec.player),
        seq: g.seq,
        lastReply: replies.get(w.seat) ?? null,
      });
      // Through the outbox like all game mail: its claim, its preference check again at sending, its retries.
      const key = await d.store.putMailing(gameId, `reminder/${w.seat}/${now}`, now, [reminder]);
      if (key) {
        keys.push(key);
        out.reminded++;
      }
    }
    if (keys.length) await d.deliverMail(keys);
  }
  out.digests = await runDigests(d);
  out.openExpired = await expireOpenGames(d);
  return out;
}

/**
 * Sends the "your move" mail that is due (runNotices), then whatever the outbox still holds, then
 * reports how long the oldest mail still unsent has waited (OldestUnsentMailAge, 0 when none is
 * left): the signal that mail is stuck.
 */
export async function runOutbox(d: Deps) {
  const notices = await runNotices(d);
  const now = d.now();
  const r = await deliverPending(d.store, d.mailer, now, d.obs);
  d.obs.metric('OldestUnsentMailAge', r.oldestUnsentAt === null ? 0 : Math.max(0, (now - r.oldestUnsentAt) / 1000));
  return { ...r, notices };
}

export interface NoticeRun {
  games: number;
  failed: number;
}

/**
 * The scheduled part: every game whose soonest due time has come (the WAITING index), its summary
 * caught up with the log first, gets its due "your move" mail sent (or held). A game that fails
 * counts each of its due notices in `NoticesFailed` (one when it failed before its summary was
 * read), the signal the notices-failed alarm watches.
 */
export async function runNotices(d: Deps): Promise<NoticeRun> {
  const now = d.now();
  const out: NoticeRun = { games: 0, failed: 0 };
  for (const gameId of await d.store.waitingDue(now)) {
    let due = 1;
    try {
      // The snapshot and its tail; the window before it only for mail actually written (sendDueNotices).
      const loading = loadGame(d, gameId, { window: false });
      const [g, summary] = await Promise.all([loading, repairGame(d, gameId, loading)]);
      const dueNow = summary?.waiting.filter((w) => w.mailAt !== undefined && w.mailAt <= now).length ?? 0;
      if (!summary || dueNow === 0) continue;
      due = dueNow;
      await sendDueNotices(d, g, summary, now);
      out.games++;
    } catch (e) {
      out.failed++;
      d.obs.metric('NoticesFailed', due);
      d.obs.error('notices: due "your move" mail not sent; the next run retries', { gameId }, e);
    }
  }
  return out;
}

/** A DynamoDB stream record of a new EV# item (a log record): project it (summary, indexes, snapshot, mail). */
export interface StreamRecord {
  eventName?: string;
  dynamodb?: { SequenceNumber?: string; NewImage?: Record<string, { S?: string; N?: string }> };
}

/** Lambda's partial batch response: where in the batch to resume (empty: the whole batch is done). */
export interface BatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

/**
 * Projects each game of a batch from its first new event. A game whose projection fails does not
 * hold up the others: the answer names the earliest record of a failed game, and Lambda retries
 * the batch from there (projections are idempotent, so what comes again changes nothing) until its
 * retries run out and the record goes to the on-failure queue.
 */
export async function onStream(d: Deps, records: StreamRecord[]): Promise<BatchResponse> {
  const firsts = new Map<string, { seq: number; index: number }>();
  records.forEach((r, index) => {
    const img = r.dynamodb?.NewImage;
    if (r.eventName !== 'INSERT' || !img?.sk?.S?.startsWith('EV#')) return;
    const gameId = img.pk.S!.slice('GAME#'.length);
    const seq = Number(img.seq?.N);
    const f = firsts.get(gameId);
    firsts.set(gameId, { seq: Math.min(f?.seq ?? seq, seq), index: Math.min(f?.index ?? index, index) });
  });
  const failed: number[] = [];
  for (const [gameId, f] of firsts) {
    try {
      await projectGame(d, gameId, f.seq);
    } catch (e) {
      d.obs.error('stream: a projection failed; the batch is retried from its record', { gameId, seq: f.seq }, e);
      failed.push(f.index);
    }
  }
  if (failed.length === 0) return { batchItemFailures: [] };
  const id = records[Math.min(...failed)].dynamodb?.SequenceNumber;
  if (!id) throw new Error('A projection failed and its record has no sequence number: the whole batch is retried.');
  return { batchItemFailures: [{ itemIdentifier: id }] };
}
