// The writes around an open game's lobby decisions (seats.ts), and the list it is found in: taking
// a free seat and starting early go through the conditional META write (lobby-pipeline.ts), which
// also takes the game off the open-games index when its last seat goes; the list reads that index
// (the store's OPEN list), filters on what its entries carry and reads META for the page it shows.
import { changeLobby, startIfActive } from './lobby-pipeline.js';
import { gameTitle, lobbyFacts } from '../letters/game-title.js';
import { DAY, HOUR } from '../kernel/durations.js';
import { takeSeat, startWithBots } from './open-seats.js';
import { playerRating } from './min-rating.js';
import { awayAtTables } from '../vacation/show.js';
import { markAwayAt } from '../vacation/marks.js';
import { OPEN_DAYS } from './open-options.js';
import { onOpenList, type OpenEntry } from '../store/open-list.js';
import { isFreeSeat, type GameMeta } from '../store/records.js';
import type { Deps } from '../kernel/deps.js';
import type { OpenGameSummary, OpenGamesQuery, Pace } from '../../contract/api.js';

/** The most games one answer of the list holds (newest first). */
export const OPEN_LIST_MAX = 50;

/** The caller takes a free seat (or keeps the one they hold); answers META as it stands and their seat. */
export async function takeOpenSeat(
  d: Deps,
  gameId: string,
  email: string,
  chosen?: string,
): Promise<{ meta: GameMeta; seat: number }> {
  const [profile, rating] = await Promise.all([d.store.getProfile(email), playerRating(d, email)]);
  const { meta, changed } = await changeLobby(d, gameId, (m) =>
    takeSeat(m, { email, displayName: profile?.displayName, reactions: profile?.reactions, chosen, rating }),
  );
  const seat = meta.seats.findIndex((s) => s.email === email);
  await d.store.putUserGame(email, {
    gameId,
    seat,
    status: meta.status,
    yourMove: false,
    seq: -1,
    players: meta.seats.map((s) => s.name),
    updatedAt: d.now(),
    ...lobbyFacts(meta, null, seat),
  });
  await markAwayAt(d.store, gameId, email);
  if (changed) await startIfActive(d, meta);
  return { meta, seat };
}

/** The creator starts the game now, bots of level `bot` in the free seats. */
export async function startOpenGame(d: Deps, gameId: string, email: string, bot: string): Promise<GameMeta> {
  const { meta, changed } = await changeLobby(d, gameId, (m) => startWithBots(m, email, bot));
  if (changed) await startIfActive(d, meta);
  return meta;
}

/** Whether an entry passes the list's filters: the player count, only the sets asked for, the pace. */
function matches(e: OpenEntry, q: OpenGamesQuery): boolean {
  if (q.players !== undefined && e.seats !== q.players) return false;
  if (q.sets && !e.sets.every((s) => (q.sets as readonly string[]).includes(s))) return false;
  return q.pace === undefined || e.pace === q.pace;
}

/** One open game as the list shows it to `email` (names only, never another player's email). */
export function openSummary(m: GameMeta, email: string): OpenGameSummary {
  const open = m.open!;
  return {
    gameId: m.gameId,
    title: gameTitle(m),
    creator: m.seats[0].name,
    seats: m.seats.length,
    free: m.seats.filter(isFreeSeat).length,
    players: m.seats.filter((s) => !isFreeSeat(s)).map((s) => s.name),
    sets: open.sets as OpenGameSummary['sets'],
    kingdom: [...m.config.kingdom],
    reminderHours: m.reminderEveryMs / HOUR,
    deadlineHours: m.deadlineMs === null ? null : m.deadlineMs / HOUR,
    pace: open.pace as Pace,
    undo: m.undo !== false,
    ...(open.minRating !== undefined ? { minRating: open.minRating } : {}),
    public: open.public,
    yours: m.seats.some((s) => s.email === email),
    createdAt: new Date(m.createdAt).toISOString(),
    expiresAt: new Date(m.createdAt + OPEN_DAYS * DAY).toISOString(),
  };
}

/** The open games `email` may join or holds a seat at, newest first, filtered; games past their 14 days are left to the expiry job. */
export async function listOpenGames(d: Deps, email: string, q: OpenGamesQuery): Promise<OpenGameSummary[]> {
  const cut = d.now() - OPEN_DAYS * DAY;
  const entries = (await d.store.openGames())
    .filter((e) => e.createdAt > cut && matches(e, q))
    .reverse()
    .slice(0, OPEN_LIST_MAX);
  const read = await Promise.all(entries.map((e) => d.store.getMetaAndAway(e.gameId)));
  const listed = read.flatMap((t) => (t && onOpenList(t.meta) ? [t] : []));
  // Its players' time away shows, as on "my games": the game stays listed while they are away.
  const away = awayAtTables(listed, email, d.now());
  return listed.map(({ meta: m }) => ({
    ...openSummary(m, email),
    ...(away.has(m.gameId) ? { away: away.get(m.gameId)! } : {}),
  }));
}
