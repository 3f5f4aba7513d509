// Authorisation: which seat the caller holds in a game.
import { forbidden } from '../kernel/errors.js';
import { seatOf } from '../kernel/replay.js';
import type { Caller } from './http.js';
import type { GameMeta } from '../store/records.js';

export function requireSeat(meta: GameMeta, caller: Caller): number {
  if (caller.gameId && caller.gameId !== meta.gameId) throw forbidden('This link only opens another game.');
  const seat = seatOf(meta, caller.email);
  if (seat === null) throw forbidden('You are not playing in this game.');
  return seat;
}

/**
 * Routes that are not about one game (my games, a new game) want a full session: a game's one-click
 * link (a token limited to that game, found in a mail that may be forwarded) opens only its game.
 */
export function requireSession(caller: Caller): void {
  if (caller.gameId) throw forbidden('A game link opens only its game: sign in to see your games or start one.');
}

/** Seats as anyone at the table may see them (no emails of other players). */
export function seatsView(meta: GameMeta, viewer: number | null) {
  return meta.seats.map((s, seat) => ({
    seat, name: s.name, kind: s.bot ? 'bot' as const : 'human' as const, joined: s.joined, ...(seat === viewer && s.email ? { email: s.email } : {}),
  }));
}
