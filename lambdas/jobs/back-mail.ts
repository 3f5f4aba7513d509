// The "welcome back" mail (letters/back-mail.ts), sent once when a player's time away has ended:
// the scheduled job meets it at a game waiting on them (vacation/clocks.ts files such a game under
// the window's end). Once: the profile write marking the window `welcomed` is conditional on the
// revision read, so of two runs one writes the mail, and the mail is a MAIL# outbox item named
// after the seat and the window (a second put of it is refused).
import type { Deps } from '../kernel/deps.js';
import { loadGame } from '../kernel/replay.js';
import { sinceFor } from '../letters/since.js';
import { gameTitle } from '../letters/game-title.js';
import { backMailFor, type WaitingGame } from '../letters/back-mail.js';
import type { Profile } from '../store/records.js';
import { waitingOn } from './digest.js';
import { welcomeOwed, type SeatClocks } from '../vacation/clocks.js';

/** Sends the mail to each waiting seat of game `gameId` whose time away has ended unwelcomed. */
export async function welcomeDue(d: Deps, clocks: SeatClocks, gameId: string, now: number): Promise<number> {
  let sent = 0;
  for (const [seat, p] of clocks.profiles) {
    if (!p || !welcomeOwed(p, now)) continue;
    const claimed = await welcomeBack(d, p, gameId, seat, now);
    if (claimed) {
      clocks.profiles.set(seat, claimed);
      sent++;
    }
  }
  return sent;
}

/** Marks the window welcomed and puts the mail in `gameId`'s outbox: the profile written, or null when another run (or a change) came first. */
export async function welcomeBack(
  d: Deps,
  p: Profile,
  gameId: string,
  seat: number,
  now: number,
): Promise<Profile | null> {
  if (!p.away) return null;
  const claimed: Profile = { ...p, away: { ...p.away, welcomed: true }, updatedAt: now };
  if (!(await d.store.putProfile(claimed))) return null;
  const games: WaitingGame[] = [];
  for (const ug of waitingOn(await d.store.userGames(p.email)).filter((g) => g.status === 'active')) {
    const g = await loadGame(d, ug.gameId);
    if (!g.state || g.state.result) continue;
    games.push({
      gameId: ug.gameId,
      title: gameTitle(g.meta),
      what: 'your move',
      since: sinceFor(g.meta, g.state, g.records, ug.seat),
    });
  }
  if (games.length === 0) return claimed;
  const key = await d.store.putMailing(gameId, `back-${seat}-${p.away.from}`, now, [
    backMailFor(d, p.email, games, now),
  ]);
  if (key) await d.deliverMail([key]);
  return claimed;
}
