// The mail that follows a "your move" mail a take-back voided. When a take goes back before the
// wait a player was mailed about, the move that mail asked for is no longer theirs to make: they
// are told so, naming what was taken back, or they would answer a stale mail (which is refused).
// A player who owes a move again gets the "your move" mail for it instead (notices.ts), and the
// player whose moves went back asked for it. Each such mail is a named mailing, written once
// however often the projection runs (putMailing); what it shows comes from view() (boardSummary).
import { view } from '../kernel/rules.js';
import { boardSummary } from '../letters/notify.js';
import { gameLink, render } from '../letters/render.js';
import { gameSubject, gameThread } from '../letters/thread.js';
import type { Deps } from '../kernel/deps.js';
import type { ReplayedGame } from '../kernel/replay.js';
import type { LogRecord, MailKey, Notification, Summary } from '../store/records.js';
import { takeBackWords } from '../letters/take-back-words.js';

/** One follow-up mail and the mailing name it is written under. */
export interface VoidedMail {
  name: string;
  mail: Notification;
}

/** The follow-ups owed for the takes among `newRecords`, against the waits of the summary before them. */
export function voidedMails(
  d: Deps,
  g: ReplayedGame,
  prev: Summary | null,
  newRecords: readonly LogRecord[],
): VoidedMail[] {
  const state = g.state;
  const takes = newRecords.filter((r) => r.kind === 'undo' && r.undo?.action === 'take');
  if (!state || !prev || takes.length === 0) return [];
  const now = d.now();
  return prev.waiting.flatMap((w) => {
    // Only a mail that went out can be stale (mailAt is cleared once it is sent).
    if (w.mailAt !== undefined) return [];
    const began = w.fromSeq ?? prev.lastSeq;
    const take = takes.find((t) => t.undo?.action === 'take' && t.undo.to < began);
    const u = take?.undo;
    const email = g.meta.seats[w.seat]?.email;
    if (!take || u?.action !== 'take' || u.of === w.seat || !email) return [];
    if (state.pending.some((p) => p.player === w.seat)) return [];
    // The state stands at the take's target only when the take is the last record.
    const anchor = g.seq === take.seq ? { turns: state.players[u.of].turnsTaken, at: 'to' as const } : null;
    const before = g.records.filter((r) => r.seq < take.seq);
    const words =
      takeBackWords(g.meta, before, u.to, u.of, w.seat, anchor) ??
      (u.count === 1 ? 'their last move' : `their last ${u.count} moves`);
    const mail = render(
      d,
      email,
      now,
      gameSubject(g.meta),
      {
        headline: `${g.meta.seats[w.seat].name}, the move we last mailed you about is no longer yours to make: ${g.meta.seats[u.of].name} took back ${words}.`,
        details: ['You owe no move in this game now. A new mail comes when you do.'],
        action: { label: 'Open the game', link: gameLink(d, g.meta.gameId, email, now) },
        summary: boardSummary(view(state, w.seat)),
        thread: gameThread(d, g.meta.gameId, w.seat),
      },
      'decision',
    );
    return [{ name: `voided/${w.seat}/${began}`, mail }];
  });
}

/** Writes and sends the follow-ups (each once, by its name). */
export async function sendVoidedMails(
  d: Deps,
  g: ReplayedGame,
  prev: Summary | null,
  newRecords: readonly LogRecord[],
): Promise<void> {
  const mails = voidedMails(d, g, prev, newRecords);
  if (mails.length === 0) return;
  const keys: MailKey[] = [];
  for (const m of mails) {
    await d.store.putMailing(g.meta.gameId, m.name, d.now(), [m.mail]);
    keys.push({ gameId: g.meta.gameId, sk: `MAIL#${m.name}` });
  }
  await d.deliverMail(keys);
}
