// The open-games list (GET /open-games, and the expiry of games nobody joined): which games are on
// it and the one string each entry is filed under, stated once. The DynamoDB store writes it as the
// META item's index sort key (OPEN#<n> on gsi1, docs/data-model.md), the in-memory twin builds the
// same strings, so both answer alike. The index keeps keys only, so the entry carries what the list
// filters on (places, free places, pace, sets): a filter reads no META it then throws away.
import { isFreeSeat, pad, type GameMeta } from './records.js';

/** One entry of the list, as read back from its sort key. */
export interface OpenEntry {
  gameId: string;
  createdAt: number;
  seats: number;
  free: number;
  pace: string;
  sets: string[];
}

/** Whether META is on the list: an open game not started, with a free seat. */
export const onOpenList = (m: GameMeta) => !!m.open && m.status === 'open' && m.seats.some(isFreeSeat);

/** The entry's sort key: oldest first (the expiry reads the head), then the facts the list filters on. */
export function openOrder(m: GameMeta): string {
  const free = m.seats.filter(isFreeSeat).length;
  return `${pad(m.createdAt)}#${m.gameId}#${m.seats.length}#${free}#${m.open?.pace ?? ''}#${(m.open?.sets ?? []).join('+')}`;
}

export function parseOpenOrder(key: string): OpenEntry {
  const [at, gameId, seats, free, pace, sets] = key.split('#');
  return {
    gameId,
    createdAt: Number(at),
    seats: Number(seats),
    free: Number(free),
    pace,
    sets: sets ? sets.split('+') : [],
  };
}
