// The chat's rate limit per seat and game: 10 a minute, 200 a day, each refusal a 429 that says
// which limit and when it opens again; seats and games count apart.
import { describe, expect, it } from 'vitest';
import { CHAT_PER_DAY, CHAT_PER_MINUTE, takeChatQuota } from '../../../lambdas/chat/chat-limit.js';
import { ApiFailure } from '../../../lambdas/kernel/errors.js';
import { memoryStore } from '../../../lambdas/store/memory/memory-store.js';

const T0 = Date.UTC(2030, 0, 1);

async function refusal(p: Promise<void>): Promise<ApiFailure | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (e instanceof ApiFailure) return e;
    throw e;
  }
}

describe('takeChatQuota', () => {
  it('takes 10 in a minute, refuses the 11th with 429, and takes again the next minute', async () => {
    const store = memoryStore();
    for (let i = 0; i < CHAT_PER_MINUTE; i++) await takeChatQuota(store, 'g1', 0, T0 + i);
    const e = await refusal(takeChatQuota(store, 'g1', 0, T0 + 59_000));
    expect(e?.status).toBe(429);
    expect(e?.message).toMatch(/at most 10 messages a minute/);
    // Another seat, another game: their own counters.
    expect(await refusal(takeChatQuota(store, 'g1', 1, T0 + 59_000))).toBeNull();
    expect(await refusal(takeChatQuota(store, 'g2', 0, T0 + 59_000))).toBeNull();
    expect(await refusal(takeChatQuota(store, 'g1', 0, T0 + 60_000))).toBeNull();
  });

  it('refuses past 200 a day, until the next day (UTC)', async () => {
    const store = memoryStore();
    for (let i = 0; i < CHAT_PER_DAY; i++) await takeChatQuota(store, 'g1', 0, T0 + i * 60_000);
    const e = await refusal(takeChatQuota(store, 'g1', 0, T0 + 86_399_000));
    expect(e?.status).toBe(429);
    expect(e?.message).toMatch(/at most 200 messages a day/);
    expect(await refusal(takeChatQuota(store, 'g1', 0, T0 + 86_400_000))).toBeNull();
  });
});
