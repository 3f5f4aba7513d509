// Who at a table is on vacation, as everyone there may see it: "on vacation until …" by seat.
// Public information (a date), read from the seats' profiles: one read per human seat.
import type { EventLog, Profiles } from '../store/ports.js';
import type { GameMeta, UserGame } from '../store/records.js';
import { awayAtTables, type AwayLine } from './away-tables.js';
import { awayOn, isoDay } from './window.js';

/** Seat → the date its player is back (YYYY-MM-DD), for the seats away at `now`. */
export async function awayUntilBySeat(
  store: Profiles,
  meta: Pick<GameMeta, 'seats'>,
  now: number,
): Promise<Map<number, string>> {
  const read = await Promise.all(
    meta.seats.map(async (s, seat) => {
      const w = s.email && !s.bot ? awayOn(await store.getProfile(s.email), now) : null;
      return w ? [[seat, isoDay(w.until)] as const] : [];
    }),
  );
  return new Map(read.flat());
}

/**
 * For the lobby's "my games": in each running or unstarted game, the other players away now. One
 * META read per such game, then the tables' lines (away-tables.ts: each player read once).
 */
export async function awayInGames(
  store: EventLog & Profiles,
  games: readonly UserGame[],
  reader: string,
  now: number,
): Promise<Map<string, AwayLine[]>> {
  const live = games.filter((g) => g.status === 'active' || g.status === 'open');
  const metas = await Promise.all(live.map((g) => store.getMeta(g.gameId)));
  return awayAtTables(
    store,
    metas.flatMap((m) => (m ? [m] : [])),
    reader,
    now,
  );
}
