// An open game's lobby decisions, pure like lobby/lobby.ts: a signed-in player takes a free seat
// (the last one starts the game), and the creator starts it early with bots in the free seats.
// Each answers the new META, null when nothing changes (taking a seat twice), or refuses with a
// 4xx naming why; the conditional META write around them (lobby-pipeline.ts changeLobby) makes two
// players racing for the last seat get exactly one seat: the loser re-reads and is refused.
import { conflict, forbidden } from '../kernel/errors.js';
import { defaultName } from '../outbox/prefs.js';
import { refuseLookalike, start, takeName, type LobbyChange } from './lobby.js';
import { ratingAllows } from './min-rating.js';
import { isFreeSeat, type GameMeta, type SeatRecord } from '../store/records.js';
import { DEFAULT_REACTIONS, type ReactionPrefs } from '../../contract/api.js';

export interface SeatRequest {
  email: string;
  /** Their profile's display name, if any. */
  displayName?: string;
  reactions?: ReactionPrefs;
  /** The name they chose for the seat (JoinGameBody.name). */
  chosen?: string;
  /** Their rating (null: unrated), checked against the game's minimum. */
  rating: number | null;
}

/** Why a game takes no new player, or null when it does. */
function closedBecause(meta: GameMeta): string | null {
  if (!meta.open) return 'This game is not open: only the players invited to it may join.';
  if (meta.status === 'cancelled') return 'This game was cancelled.';
  if (meta.status !== 'open') return 'This game has started: it takes no more players.';
  return meta.seats.some(isFreeSeat) ? null : 'Every seat of this game is taken.';
}

/** The caller takes the first free seat; the game starts when it was the last. Taking a seat twice changes nothing. */
export function takeSeat(meta: GameMeta, r: SeatRequest): LobbyChange {
  if (meta.seats.some((s) => s.email === r.email)) return null;
  const closed = closedBecause(meta);
  if (closed) throw meta.open ? conflict(closed) : forbidden(closed);
  if (!ratingAllows(meta.open?.minRating, r.rating)) {
    throw forbidden(`This game asks for a rating of at least ${meta.open?.minRating}; yours is ${r.rating}.`);
  }
  const seat = meta.seats.findIndex(isFreeSeat);
  let seats: SeatRecord[] = meta.seats.map((s, i) =>
    i === seat ? { email: r.email, bot: null, name: s.name, joined: true } : s,
  );
  seats = takeName(
    seats,
    seat,
    r.chosen ? refuseLookalike(seats, seat, r.chosen) : (r.displayName ?? defaultName(r.email)),
  );
  const reactions = meta.config.reactions?.map((x, i) => (i === seat ? { ...(r.reactions ?? DEFAULT_REACTIONS) } : x));
  return start({
    ...meta,
    seats,
    config: { ...meta.config, players: seats.map((s) => s.name), ...(reactions ? { reactions } : {}) },
  });
}

/**
 * The creator starts an open game now: a bot of level `bot` takes each free seat. Refused for anyone
 * else, for a game started or cancelled, and while an invited player has not accepted.
 */
export function startWithBots(meta: GameMeta, email: string, bot: string): LobbyChange {
  if (meta.createdBy !== email) throw forbidden('Only the player who opened this game may start it early.');
  if (!meta.open) throw conflict('This game is not open: it starts when every invited player has accepted.');
  if (meta.status === 'cancelled') throw conflict('This game was cancelled.');
  if (meta.status !== 'open') return null;
  const waiting = meta.seats.find((s) => s.email !== null && !s.joined);
  if (waiting) throw conflict(`${waiting.name} has not accepted the invitation yet.`);
  let seats = meta.seats;
  for (const [i, s] of meta.seats.entries()) {
    if (isFreeSeat(s))
      seats = takeName(
        seats.map((x, k) => (k === i ? { email: null, bot, name: x.name, joined: true } : x)),
        i,
        `${bot} bot`,
      );
  }
  const reactions = meta.config.reactions?.map((x, i) => (isFreeSeat(meta.seats[i]) ? { ...DEFAULT_REACTIONS } : x));
  return start({
    ...meta,
    seats,
    config: { ...meta.config, players: seats.map((s) => s.name), ...(reactions ? { reactions } : {}) },
  });
}
