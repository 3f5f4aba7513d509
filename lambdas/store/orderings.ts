// The orders of the three job lists (pending mail, waiting games, digests due), stated once: the
// DynamoDB store writes them as index sort keys (dynamo/index-keys.ts), the in-memory twin sorts
// by the same strings, so both answer in the same order.
import { pad, type Summary } from './records.js';

/** Pending mail: oldest first, then by game and item. */
export const outboxOrder = (at: number, gameId: string, sk: string) => `${pad(at)}#${gameId}#${sk}`;
/** Waiting games: soonest due first, then game. */
export const waitingOrder = (t: number, gameId: string) => `${pad(t)}#${gameId}`;
/** Digest users: longest without a digest first, then email. */
export const digestOrder = (lastDigestAt: number | undefined, email: string) => `${pad(lastDigestAt ?? 0)}#${email}`;
/** Sorts before every entry at time `t` or later, after every entry before it. */
export const orderBefore = (t: number) => `${pad(t)}#`;

/**
 * The time a summary is on the WAITING list by, or null when it is not on it (no human waits):
 * when it is next due, or for a summary written before `dueAt` existed its oldest wait (earlier
 * than anything due, so such a game is read, not missed).
 */
export function waitingTime(s: Summary): number | null {
  if (s.status !== 'active' || s.waiting.length === 0) return null;
  return s.dueAt ?? Math.min(...s.waiting.map((w) => w.since));
}

/** Whether a profile is on the DIGEST list: a digest user who can be mailed. */
export const onDigestList = (p: { notify: string; undeliverable?: unknown }) =>
  p.notify === 'digest' && !p.undeliverable;
