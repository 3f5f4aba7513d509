// The daily digest's words: every game that waits on the reader (one-click link each), and the
// table talk new since they last saw it (chat/digest-chat.ts gathers it). Chat never sends mail by
// itself; for digest players it rides here. Plain text: every line is escaped for the HTML part.
import { andList } from '../../engine/index.js';
import type { Notification, UserGame } from '../store/records.js';
import type { LinkSettings } from '../kernel/link-settings.js';
import type { ChatMailLine } from './chat-lines.js';
import { BUTTON, esc, gameLink, htmlPage, prefsLink } from './render.js';

/** The talk new at one table, as the digest shows it. */
export interface DigestTalk {
  gameId: string;
  /** The seats' names, as the "my games" row holds them. */
  players: readonly string[];
  seat: number;
  lines: ChatMailLine[];
  /** Earlier new messages not shown. */
  more: number;
  /** True when the count stopped at a bound: `more` is a lower bound. */
  moreAtLeast: boolean;
}

/** One game's block: its line, what was said, and its link. */
interface DigestEntry {
  line: string;
  talk: string[];
  link: string;
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const others = (players: readonly string[], seat: number) => andList(players.filter((_, i) => i !== seat));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function talkLines(t: DigestTalk | undefined): string[] {
  if (!t) return [];
  const earlier =
    t.more > 0
      ? [`(and ${t.moreAtLeast ? 'at least ' : ''}${plural(t.more, 'earlier message', 'earlier messages')})`]
      : [];
  return ['New at the table:', ...earlier, ...t.lines.map((m) => `${m.name}: ${m.text}`)];
}

function entries(email: string, games: readonly UserGame[], talk: readonly DigestTalk[], l: LinkSettings, now: number) {
  const talkOf = new Map(talk.map((t) => [t.gameId, t]));
  const waiting: DigestEntry[] = games.map((g) => {
    const what = g.status === 'open' ? 'an invitation to answer' : 'your move';
    const names = others(g.players, g.seat);
    return {
      line: `Dominion${names ? ` with ${names}` : ''}: ${what} (waiting since ${utc(g.updatedAt)})`,
      talk: talkLines(talkOf.get(g.gameId)),
      link: gameLink(l, g.gameId, email, now),
    };
  });
  const waitingIds = new Set(games.map((g) => g.gameId));
  const talkOnly: DigestEntry[] = talk
    .filter((t) => !waitingIds.has(t.gameId))
    .map((t) => {
      const names = others(t.players, t.seat);
      return {
        line: `Dominion${names ? ` with ${names}` : ''}: new messages at the table`,
        talk: talkLines(t),
        link: gameLink(l, t.gameId, email, now),
      };
    });
  return [...waiting, ...talkOnly];
}

/** The subject and first line: the games waiting, else the tables with new talk. */
function heading(waiting: number, tables: number): { subject: string; intro: string } {
  if (waiting > 0)
    return {
      subject: `Dominion: ${plural(waiting, 'game', 'games')} waiting for you`,
      intro: `Your daily digest: ${waiting} game${waiting === 1 ? ' is' : 's are'} waiting for you.`,
    };
  return {
    subject: `Dominion: new messages at ${plural(tables, 'table', 'tables')}`,
    intro: `Your daily digest: players wrote at ${plural(tables, 'table', 'tables')} of yours.`,
  };
}

/** The digest to `email`: `games` wait on them (oldest first), `talk` holds the new chat of any of their games. */
export function digestLetter(
  email: string,
  games: readonly UserGame[],
  talk: readonly DigestTalk[],
  l: LinkSettings,
  now: number,
): Notification {
  const items = entries(email, games, talk, l, now);
  const { subject, intro } = heading(games.length, talk.length);
  const prefs = prefsLink(l, email, now);
  const text = [
    intro,
    '',
    ...items.flatMap((i) => [i.line, ...i.talk.map((x) => `  ${x}`), `  Open the game: ${i.link}`]),
    '',
    `Email settings: ${prefs}`,
  ].join('\n');
  const inner =
    `<p style="margin:0 0 12px;font-size:18px;font-weight:bold">${esc(intro)}</p>` +
    items
      .map(
        (i) =>
          `<p style="margin:0 0 8px">${esc(i.line)}</p>` +
          (i.talk.length
            ? `<div style="background:#f3f0e8;border-radius:6px;padding:8px 12px;margin:0 0 8px">${i.talk.map((x) => `<p style="margin:4px 0">${esc(x)}</p>`).join('')}</div>`
            : '') +
          `<p style="margin:0 0 20px"><a href="${esc(i.link)}" target="_blank" style="${BUTTON}">Open the game</a></p>`,
      )
      .join('');
  return { to: email, subject, text, html: htmlPage(subject, inner, prefs), reason: 'digest' };
}
