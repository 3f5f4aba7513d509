// The name each human seat's player page goes by: their rating handle, claimed once when their first
// rated game was rated, not the seat's display name (which a player may change, and which can differ
// from the handle when that name was taken). Only players with a rating have a page.
import type { Ratings } from '../store/rating-ports.js';
import type { GameMeta } from '../store/records.js';

/** Seat → its player's rating handle, for the human seats whose player is rated: one read each. */
export async function handlesBySeat(
  store: Pick<Ratings, 'getPlayerRating'>,
  meta: Pick<GameMeta, 'seats'>,
): Promise<Map<number, string>> {
  const read = await Promise.all(
    meta.seats.map(async (s, seat) => {
      const r = s.email && !s.bot ? await store.getPlayerRating(s.email) : null;
      return r ? [[seat, r.handle] as const] : [];
    }),
  );
  return new Map(read.flat());
}
