// The orders of the three job lists (pending mail, waiting games, digests due), stated once: the
// DynamoDB store writes them as index sort keys (dynamo/index-keys.ts), the in-memory twin sorts
// by the same strings, so both answer in the same order.
import { pad, type Summary } from './records.js';

/** Pending mail: oldest first, then by game and item. */
export const outboxOrder = (at: number, gameId: string, sk: string) => `${pad(at)}#${gameId}#${sk}`;
/** Waiting games: by the time their wait is ordered by, then game. */
export const waitingOrder = (t: number, gameId: string) => `${pad(t)}#${gameId}`;
/** Digest users: longest without a digest first, then email. */
export const digestOrder = (lastDigestAt: number | undefined, email: string) => `${pad(lastDigestAt ?? 0)}#${email}`;
/** Sorts before every entry at time `t` or later, after every entry before it. */
export const orderBefore = (t: number) => `${pad(t)}#`;

/** The time a summary is on the WAITING list by (its oldest wait), or null when it is not on it. */
export function waitingTime(s: Summary): number | null {
  return s.status === 'active' && s.waiting.length > 0 ? Math.min(...s.waiting.map((w) => w.since)) : null;
}

/** Whether a profile is on the DIGEST list: a digest user who can be mailed. */
export const onDigestList = (p: { notify: string; undeliverable?: unknown }) => p.notify === 'digest' && !p.undeliverable;
