// Who at a table is on vacation, as everyone there may see it: "on vacation until …" by seat.
// Public information (a date), read from the seats' profiles: one read per human seat.
import type { EventLog, Profiles } from '../store/ports.js';
import type { GameMeta, Profile, UserGame } from '../store/records.js';
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

/** Who is on vacation, by name with the day they are back. */
export interface AwayLine {
  name: string;
  until: string;
}

/**
 * For the lobby's "my games": in each running or unstarted game, the other players away now. One
 * META read per such game and one profile read per other player (each player read once).
 */
export async function awayInGames(
  store: EventLog & Profiles,
  games: readonly UserGame[],
  now: number,
): Promise<Map<string, AwayLine[]>> {
  const profiles = new Map<string, Promise<Profile | null>>();
  const profileOf = (email: string) => {
    if (!profiles.has(email)) profiles.set(email, store.getProfile(email));
    return profiles.get(email)!;
  };
  const live = games.filter((g) => g.status === 'active' || g.status === 'open');
  const lines = await Promise.all(
    live.map(async (g) => {
      const meta = await store.getMeta(g.gameId);
      const seats = (meta?.seats ?? [])
        .map((s, seat) => ({ s, seat }))
        .filter(({ s, seat }) => seat !== g.seat && s.email && !s.bot);
      const away = await Promise.all(
        seats.map(async ({ s }) => {
          const w = awayOn(await profileOf(s.email!), now);
          return w ? [{ name: s.name, until: isoDay(w.until) }] : [];
        }),
      );
      return [g.gameId, away.flat()] as const;
    }),
  );
  return new Map(lines.filter(([, a]) => a.length > 0));
}
