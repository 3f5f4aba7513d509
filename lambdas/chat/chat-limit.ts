// The rate limit of a seat's chat: at most 10 messages a minute and 200 a day per seat and game,
// each a conditional counter (store takeQuota: LIMIT#chat:<game>:<seat>:m|d), so racing posts
// cannot pass it. A refused post writes nothing else.
import { tooManyRequests } from '../kernel/errors.js';
import type { Store } from '../store/ports.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
export const CHAT_PER_MINUTE = 10;
export const CHAT_PER_DAY = 200;

/** Counts one message of `seat` at `now`, or throws 429 naming the limit reached. */
export async function takeChatQuota(
  store: Pick<Store, 'takeQuota'>,
  gameId: string,
  seat: number,
  now: number,
): Promise<void> {
  const name = `chat:${gameId}:${seat}`;
  if (!(await store.takeQuota(`${name}:m`, now - (now % MINUTE), MINUTE, CHAT_PER_MINUTE))) {
    throw tooManyRequests(
      `You can post at most ${CHAT_PER_MINUTE} messages a minute at one table: wait a minute and send it again.`,
    );
  }
  if (!(await store.takeQuota(`${name}:d`, now - (now % DAY), DAY, CHAT_PER_DAY))) {
    throw tooManyRequests(
      `You can post at most ${CHAT_PER_DAY} messages a day at one table: the chat opens again at midnight UTC.`,
    );
  }
}
