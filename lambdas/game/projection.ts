// What is derived from the log, rebuilt idempotently: the summary (who waits since when, and when
// their "your move" mail is due: notices.ts) with its WAITING index entry (by when a mail, reminder
// or deadline is next due), each human's "my games" row, idempotency records, snapshots, then the
// outbox of the new records and any "your move" mail due already, and a finished game's ratings; a
// take-back that voided a "your move" mail already sent sends its follow-up first
// (lambdas/game/voided-mail.ts). Run after each append (locally) or by the stream consumer (AWS), and
// by the repair that catches up a projection a crash left behind.
import { snapshot } from '../kernel/rules.js';
import { nextDueAt } from './reminder-due.js';
import { planWaits, sendDueNotices } from './notices.js';
import { lobbyFacts } from '../letters/game-title.js';
import { loadGame, type ReplayedGame } from '../kernel/replay.js';
import { sendVoidedMails } from './voided-mail.js';
import { rateFinishedGame } from '../ratings/project.js';
import type { Deps } from '../kernel/deps.js';
import { eventSk, type LogRecord, type Summary } from '../store/records.js';

/** Projects `newRecords` of game `g` (the game as it stands after them; can be rerun from scratch). */
export async function project(d: Deps, g: ReplayedGame, newRecords: readonly LogRecord[]): Promise<void> {
  const { meta, state } = g;
  const now = d.now();
  const prev = await d.store.getSummary(meta.gameId);
  let written: Summary | null = null;
  if (state && (!prev || prev.lastSeq < g.seq)) {
    const status = state.result ? 'over' : 'active';
    const waiting = planWaits(meta, state, prev, newRecords, g.seq, g.records.at(-1)?.at ?? now);
    // Before the summary forgets them: the mailed waits a take-back voided are told so.
    await sendVoidedMails(d, g, prev, newRecords);
    const summary: Summary = {
      gameId: meta.gameId,
      lastSeq: g.seq,
      status,
      waiting,
      dueAt: nextDueAt(waiting, meta),
      rev: (prev?.rev ?? 0) + 1,
    };
    if (await d.store.putSummary(summary)) written = summary;
    await Promise.all(
      meta.seats.flatMap((s, seat) =>
        s.email
          ? [
              d.store.putUserGame(s.email, {
                gameId: meta.gameId,
                seat,
                status,
                yourMove: state.pending.some((p) => p.player === seat),
                seq: g.seq,
                players: meta.seats.map((x) => x.name),
                updatedAt: now,
                ...lobbyFacts(meta, state, seat),
              }),
            ]
          : [],
      ),
    );
  }
  await Promise.all(
    newRecords.flatMap((r) =>
      r.kind !== 'start' && r.idem
        ? [
            d.store.putIdem(
              meta.gameId,
              r.idem,
              { seq: r.seq, seat: r.seat, ...(r.idemHash ? { hash: r.idemHash } : {}) },
              r.at,
            ),
          ]
        : [],
    ),
  );
  if (state && g.seq - (g.snapSeq ?? 0) >= d.snapshotEvery) {
    const json = snapshot(state);
    if (json) await d.store.putSnapshot(meta.gameId, g.seq, json);
  }
  // Records read back from the table (stream consumer, repair) carry no outbox field here: try them all.
  await d.deliverMail(
    newRecords
      .filter((r) => r.outbox === undefined || r.outbox.length > 0)
      .map((r) => ({ gameId: meta.gameId, sk: eventSk(r.seq) })),
  );
  // "Your move" mail already due (a game without a grace period): now, not at the next job run.
  if (written) await sendDueNotices(d, g, written, now);
  // A finished game's ratings (written once per game, however often this runs).
  if (state?.result) await rateFinishedGame(d.store, meta, state.result);
}

/** The stream-consumer entry: reload a game and project its records from `fromSeq` on. */
export async function projectGame(d: Deps, gameId: string, fromSeq: number): Promise<void> {
  // The snapshot and its tail: the mail due reads further back itself (sendDueNotices).
  const g = await loadGame(d, gameId, { window: false });
  // The new records are among those the load read (after the snapshot), unless a snapshot came after them.
  await project(
    d,
    g,
    fromSeq >= g.from ? g.records.filter((r) => r.seq >= fromSeq) : await d.store.events(gameId, fromSeq),
  );
}

/**
 * Catches up the projection of a game whose summary is behind its log (a crash between an append
 * and its projection). `g`: the game when the caller has it loaded. Returns the summary as it now
 * stands, or null for a game that has not started.
 */
export async function repairGame(
  d: Deps,
  gameId: string,
  g?: ReplayedGame | Promise<ReplayedGame>,
): Promise<Summary | null> {
  const [summary, game] = await Promise.all([d.store.getSummary(gameId), g ?? loadGame(d, gameId)]);
  if (!game.state) return summary;
  if (summary && summary.lastSeq >= game.seq) return summary;
  await project(d, game, await d.store.events(gameId, (summary?.lastSeq ?? -1) + 1));
  return d.store.getSummary(gameId);
}

/**
 * Repairs the games that may lag: those with log records whose mail is still unsent (a crash
 * before the projection leaves a game-over outbox undelivered) and, with `waitingDueBy`, the games on
 * the WAITING index due by then. Most moves carry no mail of their own any more ("your move" mail is
 * planned by the projection), so a crash before a projection shows on WAITING only: the local
 * start-up reads every waiting game due within a year (all of them), the jobs read those due now
 * (runNotices and runReminders repair each game they read; on AWS the stream retries first).
 * Returns how many were behind.
 */
export async function repairLagging(d: Deps, o: { waitingDueBy?: number }): Promise<number> {
  const fromOutbox = (await d.store.pendingOutbox()).filter((k) => k.sk.startsWith('EV#')).map((k) => k.gameId);
  const ids = new Set([
    ...fromOutbox,
    ...(o.waitingDueBy !== undefined ? await d.store.waitingDue(o.waitingDueBy, 1_000) : []),
  ]);
  let repaired = 0;
  for (const gameId of ids) {
    try {
      const [before, last] = await Promise.all([d.store.getSummary(gameId), d.store.lastSeq(gameId)]);
      if (last === null || (before && before.lastSeq >= last)) continue;
      await repairGame(d, gameId);
      repaired++;
    } catch (e) {
      d.obs.error('repair: a lagging game could not be repaired', { gameId }, e);
    }
  }
  return repaired;
}
