// The mail an undo record causes: a request asks each human who must answer, with Accept and Refuse
// as answer links (each opens the web's confirmation page; one press there answers: a GET never
// does) bound to that request, a reply address that takes "yes" or "no", and a link to the table. A take sends nothing itself: whoever owes a
// decision after it gets the "your move" mail the projection plans from the game as it then stands
// (notices.ts), which opens with "… took back …" (since your move); mail planned for a decision
// taken back is not sent, and one already sent is followed by a mail that says so (the projection:
// lambdas/game/voided-mail.ts). The request names the moves it takes back (take-back-words.ts). Everything shown comes from view() (boardSummary) and the since-your-move
// lines, as in notify.ts.
import { view } from '../kernel/rules.js';
import { boardSummary, sinceParagraphs, type LinkSettings } from './notify.js';
import { gameLink, render } from './render.js';
import { answerLink } from './answer-links.js';
import { gameSubject, gameThread } from './thread.js';
import { requestReplyAddress, requestReplyFooter } from './reply-address.js';
import type { ReplayedGame } from '../kernel/replay.js';
import { sinceFor } from './since.js';
import { REQUEST_ANSWERS } from './take-back-words.js';
import { takeBackNow } from './take-back-words.js';
import type { LogRecord, Notification } from '../store/records.js';

export function undoNotifications(g: ReplayedGame, record: LogRecord, l: LinkSettings, now: number): Notification[] {
  const { meta, state } = g;
  if (!state || record.kind !== 'undo' || record.undo.action !== 'ask') return [];
  const { undo, seat: by } = record;
  const asker = meta.seats[by].name;
  return meta.seats.flatMap((s, p) => {
    // Bots accept at once; the asker does not answer their own request.
    if (!s.email || p === by) return [];
    const at = { gameId: meta.gameId, email: s.email, seq: record.seq };
    const v = view(state, p);
    return [
      render(
        l,
        s.email,
        now,
        gameSubject(meta),
        {
          headline: `${asker} asks to take back ${takeBackNow(g, undo.to, by, undo.count, p)}. Accept or refuse here or at the table; any move at the table refuses too.`,
          details: sinceParagraphs(sinceFor(meta, state, g.records, p), v),
          action: { label: 'Open the game', link: gameLink(l, meta.gameId, s.email, now) },
          answers: REQUEST_ANSWERS.map((ans) => answerLink(l, at, ans, now)),
          summary: boardSummary(v),
          // A reply "yes" or "no" answers too (inbound.ts), bound to this request like the links.
          replyTo: requestReplyAddress(l, meta.gameId, p, record.seq, now),
          replyFooter: requestReplyFooter,
          thread: gameThread(l, meta.gameId, p),
        },
        'decision',
      ),
    ];
  });
}
