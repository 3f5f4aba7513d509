// How many replies of one seat are read and answered: more than a person writes, few enough that
// a loop with a responder that does not mark its mail as automatic (automatic.ts) stops at once.
// Counted in the store's quota counters (takeQuota: one conditional write each), per game and seat.
import type { Deps } from '../kernel/deps.js';
import { HOUR, MINUTE } from '../kernel/durations.js';

/** Replies of one seat read in one minute, at most (a person writes one per mail, a few a minute at most). */
export const REPLIES_PER_MINUTE = 10;
/** Replies of one seat read in one hour, at most. */
export const REPLIES_PER_HOUR = 120;

const windowOf = (ms: number, size: number) => Math.floor(ms / size) * size;

/** Counts one reply of `seat`; false when the seat is past a limit (the reply is then neither read nor answered). */
export async function takeReplyQuota(d: Pick<Deps, 'store' | 'now'>, gameId: string, seat: number): Promise<boolean> {
  const now = d.now();
  const name = `replies:${gameId}:${seat}`;
  return (
    (await d.store.takeQuota(`${name}:m`, windowOf(now, MINUTE), MINUTE, REPLIES_PER_MINUTE)) &&
    d.store.takeQuota(`${name}:h`, windowOf(now, HOUR), HOUR, REPLIES_PER_HOUR)
  );
}
