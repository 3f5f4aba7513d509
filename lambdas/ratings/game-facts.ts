// What a finished game tells the ratings, read from its log the same way by the projection and by
// the rebuild: each seat's place (the engine's final VP and turns; a seat the deadline bot played
// for timed out and places last), who won, and the cards each seat bought (the engine's "buy" log
// entries of the moves still standing: a taken-back buy does not count).
import type { GameResult } from '../../engine/index.js';
import { liveRecords } from '../kernel/replay.js';
import type { GameMeta, LogRecord } from '../store/records.js';
import { isRated, placesOf } from './rules.js';

export interface SeatFacts {
  /** null for a bot. */
  email: string | null;
  bot: string | null;
  name: string;
  place: number;
  won: boolean;
  timedOut: boolean;
  /** Card name → how many the seat bought. */
  buys: Record<string, number>;
}

export interface GameFacts {
  gameId: string;
  /** When the last move stood (ms): games are rated in this order. */
  finishedAt: number;
  seats: SeatFacts[];
}

/** The facts of a finished, rated game; null for a game the ratings leave alone (not rated). */
export function gameFacts(meta: GameMeta, result: GameResult, records: readonly LogRecord[]): GameFacts | null {
  if (!isRated(meta.seats)) return null;
  const live = liveRecords(records);
  const timedOut = new Set(live.flatMap((r) => (r.by === 'deadline' && r.seat !== undefined ? [r.seat] : [])));
  const places = placesOf(result, timedOut);
  const buys = meta.seats.map(() => new Map<string, number>());
  for (const r of live) {
    for (const e of r.log ?? []) {
      if (e.kind !== 'buy' || !e.cards) continue;
      const mine = buys[e.player];
      for (const card of e.cards) mine.set(card, (mine.get(card) ?? 0) + 1);
    }
  }
  return {
    gameId: meta.gameId,
    finishedAt: live.at(-1)?.at ?? meta.createdAt,
    seats: meta.seats.map((s, seat) => ({
      email: s.bot ? null : s.email,
      bot: s.bot,
      name: s.name,
      place: places[seat],
      won: places[seat] === 1 && !timedOut.has(seat),
      timedOut: timedOut.has(seat),
      buys: Object.fromEntries(buys[seat]),
    })),
  };
}
