// The read models in memory: summaries (listed as waiting by the same order as the WAITING
// index), idempotency records with their TTL, "my games" entries that only move forward, when
// each seat was last seen at a game's table, and rate counters.
import type { ReadModels } from '../ports.js';
import { expiryAfter, KEEP_DAYS } from '../records.js';
import { orderBefore, waitingOrder, waitingTime } from '../orderings.js';
import { inner, withoutTtl, type MemoryTables } from './tables.js';

export function memoryReadModels(m: MemoryTables): ReadModels {
  return {
    async getSummary(gameId) {
      return m.read(m.summaries.get(gameId));
    },

    async putSummary(s, expectRev) {
      const old = m.summaries.get(s.gameId);
      const ok = expectRev !== undefined ? old?.rev === expectRev : !old || old.lastSeq < s.lastSeq;
      if (ok) m.summaries.set(s.gameId, m.write(s));
      return ok;
    },

    async waitingDue(now, limit = 100) {
      const listed: { order: string; gameId: string }[] = [];
      for (const s of m.summaries.values()) {
        const t = waitingTime(s);
        if (t !== null) listed.push({ order: waitingOrder(t, s.gameId), gameId: s.gameId });
      }
      const due = listed.filter((x) => x.order < orderBefore(now + 1)).sort((a, b) => (a.order < b.order ? -1 : 1));
      return m.readMany(due.slice(0, limit).map((x) => x.gameId));
    },

    async putIdem(gameId, key, rec, at) {
      m.idem.set(`${gameId}\n${key}`, { rec: m.write(rec), expiresAt: expiryAfter(at, KEEP_DAYS) });
    },

    async getIdem(gameId, key) {
      return m.read(m.idem.get(`${gameId}\n${key}`)?.rec);
    },

    async putUserGame(email, g) {
      const games = inner(m.userGames, email);
      const old = games.get(g.gameId);
      if (old && !(old.seq < g.seq || (old.seq === g.seq && old.updatedAt <= g.updatedAt))) return;
      games.set(g.gameId, m.write(g));
    },

    async deleteUserGame(email, gameId) {
      inner(m.userGames, email).delete(gameId);
      m.write(null);
    },

    async markSeen(gameId, seat, at, unlessAfter) {
      const seen = inner(m.seen, gameId);
      const last = seen.get(seat);
      if (last !== undefined && last > unlessAfter) return false;
      seen.set(seat, m.write(at));
      return true;
    },

    async seenAt(gameId) {
      return new Map(m.readMany([...inner(m.seen, gameId).entries()]));
    },

    async noteReply(gameId, seat, messageId) {
      inner(m.replies, gameId).set(seat, m.write(messageId));
    },

    async replyIds(gameId) {
      return new Map(m.readMany([...inner(m.replies, gameId).entries()]));
    },

    async takeQuota(name, windowStart, windowMs, max) {
      const key = `${name}\n${windowStart}`;
      const uses = m.quotas.get(key)?.uses ?? 0;
      if (uses >= max) return false;
      m.quotas.set(key, m.write({ uses: uses + 1, expiresAt: expiryAfter(windowStart + windowMs, 1) }));
      return true;
    },

    async userGames(email) {
      // Sorted as the GAME#<id> sort keys are.
      const games = [...inner(m.userGames, email).values()].sort((a, b) => (a.gameId < b.gameId ? -1 : 1));
      return m.readMany(games.map(withoutTtl));
    },
  };
}
