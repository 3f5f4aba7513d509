// Authorisation: which seat the caller holds in a game, or whether they may watch it.
import { forbidden } from '../kernel/errors.js';
import { seatOf } from '../kernel/replay.js';
import type { Caller } from './http.js';
import { isFreeSeat, type GameMeta } from '../store/records.js';

export function requireSeat(meta: GameMeta, caller: Caller): number {
  if (caller.gameId && caller.gameId !== meta.gameId) throw forbidden('This link only opens another game.');
  const seat = seatOf(meta, caller.email);
  if (seat === null) throw forbidden('You are not playing in this game.');
  return seat;
}

/**
 * The one check of who may read a game: its seat's player (their seat), anyone signed in with a
 * full session at a public open game (null: a spectator, shown what a non-seat may see), or nobody
 * (403). A game's one-click link opens only its own seat.
 */
export function seatOrSpectator(meta: GameMeta, caller: Caller): number | null {
  if (caller.gameId && caller.gameId !== meta.gameId) throw forbidden('This link only opens another game.');
  const seat = seatOf(meta, caller.email);
  if (seat !== null) return seat;
  if (meta.open?.public && !caller.gameId) return null;
  throw forbidden('You are not playing in this game.');
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
    seat,
    name: s.name,
    kind: s.bot ? ('bot' as const) : ('human' as const),
    joined: s.joined,
    ...(seat === viewer && s.email ? { email: s.email } : {}),
    ...(isFreeSeat(s) ? { free: true } : {}),
  }));
}
