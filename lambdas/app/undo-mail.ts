// The mail an undo record causes: a request asks each human who must answer, with a link to the
// table (where they accept or refuse). A take sends nothing itself: whoever owes a decision after it
// gets the "your move" mail the projection plans from the game as it then stands (notices.ts), which
// opens with "… took back …" (since your move); mail planned for a decision taken back is not sent.
// Everything shown comes from view() (boardSummary) and the since-your-move lines, as in notify.ts.
import { view } from './rules.js';
import { boardSummary, gameLink, prefsLink, sinceParagraphs, type LinkSettings } from './notify.js';
import type { ReplayedGame } from './replay.js';
import { sinceFor } from './since.js';
import type { LogRecord, Notification } from '../store/records.js';

const moves = (n: number) => (n === 1 ? 'their last move' : `their last ${n} moves`);

export function undoNotifications(g: ReplayedGame, record: LogRecord, l: LinkSettings, now: number): Notification[] {
  const { meta, state } = g;
  const undo = record.undo!;
  if (!state || undo.action !== 'ask') return [];
  const since = (p: number) => sinceFor(meta, state, g.records, p);
  const asker = meta.seats[record.seat!]!.name;
  return meta.seats.flatMap((s, p) => {
    if (!s.email || p === record.seat) return [];
    const subject = `Dominion: ${asker} asks to take back ${moves(undo.count)} [${meta.gameId}]`;
    const headline = `${asker} asks to take back ${moves(undo.count)}. Accept or refuse at the table; any move there refuses too.`;
    const link = gameLink(l, meta.gameId, s.email, now);
    const details = sinceParagraphs(since(p));
    const summary = boardSummary(view(state, p));
    const prefs = prefsLink(l, s.email, now);
    const text = [headline, ...details, '', `Open the game: ${link}`, '', ...summary, '', `Email settings: ${prefs}`].join('\n');
    const esc = (x: string) => x.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const html = `<!doctype html><html><body><p><strong>${esc(headline)}</strong></p>${details.map((x) => `<p>${esc(x)}</p>`).join('')}`
      + `<p><a href="${esc(link)}">Open the game</a></p>${summary.map((x) => `<p>${esc(x)}</p>`).join('')}<p><a href="${esc(prefs)}">Email settings</a></p></body></html>`;
    return [{ to: s.email, subject, text, html, reason: 'decision' as const }];
  });
}
