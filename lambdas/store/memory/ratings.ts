// Ratings in memory: each rating written at the revision it was read at, a game rated once, handles
// claimed once, and the LEADER and RATED lists in the index's orders (rating-orders.ts).
import type { Ratings } from '../rating-ports.js';
import { handleKey, LEADERBOARD_MIN_GAMES, type RatingEntry } from '../rating-records.js';
import { leaderOrder, leaderRow, ratedOrder } from '../rating-orders.js';
import { inner, type MemoryTables } from './tables.js';
import { historySk } from '../rating-keys.js';

export function memoryRatings(m: MemoryTables): Ratings {
  return {
    async getPlayerRating(email) {
      return m.read(m.ratings.get(email));
    },

    async putPlayerRating(p) {
      const old = m.ratings.get(p.email);
      if (p.rev === 0 ? old : old?.rev !== p.rev) return false;
      m.ratings.set(p.email, m.write({ ...p, rev: p.rev + 1 }));
      p.rev++;
      return true;
    },

    async putRatingEntry(email, e) {
      inner(m.ratingEntries, email).set(historySk(e), m.write(e));
    },

    async ratingHistory(email, limit) {
      const entries = [...(m.ratingEntries.get(email) ?? new Map<string, RatingEntry>()).entries()].sort(([a], [b]) =>
        a < b ? -1 : 1,
      );
      return m.readMany(entries.slice(-limit).map(([, e]) => e));
    },

    async getRatedGame(gameId) {
      return m.read(m.ratedGames.get(gameId));
    },

    async putRatedGame(r, replace) {
      if (!replace && m.ratedGames.has(r.gameId)) return false;
      m.ratedGames.set(r.gameId, m.write(r));
      return true;
    },

    async ratedGames() {
      const games = [...m.ratedGames.values()].sort((a, b) =>
        ratedOrder(a.finishedAt, a.gameId) < ratedOrder(b.finishedAt, b.gameId) ? -1 : 1,
      );
      return m.readMany(games.map((g) => g.gameId));
    },

    async claimHandle(handle, email) {
      const key = handleKey(handle);
      const owner = m.handles.get(key);
      if (owner !== undefined) return owner === email;
      m.handles.set(key, m.write(email));
      return true;
    },

    async handleOwner(handle) {
      return m.read(m.handles.get(handleKey(handle)));
    },

    async leaderboard(limit) {
      const orders = [...m.ratings.values()]
        .filter((p) => p.played >= LEADERBOARD_MIN_GAMES)
        .map((p) => leaderOrder({ handle: p.handle, rating: p.rating, played: p.played, won: p.won }))
        .sort();
      return m.readMany(orders.slice(0, limit).map(leaderRow));
    },
  };
}
