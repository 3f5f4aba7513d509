// "Welcome back": the one mail when a time away ends, listing every game waiting for the player,
// each with its "since your move" lines (since.ts: the engine's redacted summary for that seat) and
// a link. Pure; made from titles, links and since lines only, nothing else of any game.
import type { LinkSettings } from '../kernel/link-settings.js';
import type { Notification } from '../store/records.js';
import { gameLink, render } from './render.js';

/** One waiting game as the mail lists it. */
export interface WaitingGame {
  gameId: string;
  title: string;
  what: string;
  since: readonly string[];
}

export function backMailFor(l: LinkSettings, to: string, games: readonly WaitingGame[], now: number): Notification {
  const n = games.length;
  const subject = `Dominion: welcome back, ${n} game${n === 1 ? '' : 's'} waiting for you`;
  const details = games.flatMap((g) => [
    '',
    `${g.title}: ${g.what}.`,
    ...(g.since.length ? ['Since your move:', ...g.since.map((s) => `  ${s}`)] : []),
  ]);
  const body = {
    headline: `Welcome back. ${n === 1 ? 'One game is' : `${n} games are`} waiting for you; their deadlines count again from your return.`,
    details,
    action: { label: 'Open Dominion by Mail', link: l.webUrl },
    links: games.map((g) => ({ label: `Open ${g.title}`, link: gameLink(l, g.gameId, to, now) })),
  };
  return render(l, to, now, subject, body, 'reminder');
}
