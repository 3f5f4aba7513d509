// Who is on vacation at each of several tables, for a list of games many people look at (the
// lobby's Open games, and My games): "on vacation until …" is public, a date. One profile read per distinct
// player across the whole list, however many tables they sit at.
import type { Profiles } from '../store/ports.js';
import type { GameMeta, Profile } from '../store/records.js';
import { awayOn, isoDay } from './window.js';

/** Who is on vacation, by name with the day they are back. */
export interface AwayLine {
  name: string;
  until: string;
}

/** Game → its seated humans (but `reader`) away at `now`, by seat name with the day they are back. */
export async function awayAtTables(
  store: Profiles,
  metas: readonly Pick<GameMeta, 'gameId' | 'seats'>[],
  reader: string,
  now: number,
): Promise<Map<string, AwayLine[]>> {
  const profiles = new Map<string, Promise<Profile | null>>();
  const profileOf = (email: string) => {
    if (!profiles.has(email)) profiles.set(email, store.getProfile(email));
    return profiles.get(email)!;
  };
  const lines = await Promise.all(
    metas.map(async (m) => {
      const humans = m.seats.filter((s) => s.email && !s.bot && s.email !== reader);
      const away = await Promise.all(
        humans.map(async (s) => {
          const w = awayOn(await profileOf(s.email!), now);
          return w ? [{ name: s.name, until: isoDay(w.until) }] : [];
        }),
      );
      return [m.gameId, away.flat()] as const;
    }),
  );
  return new Map(lines.filter(([, a]) => a.length > 0));
}
