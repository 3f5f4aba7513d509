// Who at a table is on vacation, as everyone there may see it: "on vacation until …" by seat.
// Public information (a date), read from the seats' profiles: one read per human seat.
import type { Profiles } from '../store/ports.js';
import type { GameMeta } from '../store/records.js';
import { awayOn, isoDay } from './window.js';

/** Seat → the date its player is back (YYYY-MM-DD), for the seats away at `now`. */
export async function awayUntilBySeat(store: Profiles, meta: Pick<GameMeta, 'seats'>, now: number): Promise<Map<number, string>> {
  const read = await Promise.all(meta.seats.map(async (s, seat) => {
    const w = s.email && !s.bot ? awayOn(await store.getProfile(s.email), now) : null;
    return w ? [[seat, isoDay(w.until)] as const] : [];
  }));
  return new Map(read.flat());
}
