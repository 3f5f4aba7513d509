// What the digest reads of the chat (chat/digest-chat.ts) and how it words it (letters/digest-letter.ts),
// on the memory store: the newest 10 of a table, each cut to 500 characters, the earlier ones counted
// ("at least" past the read bound); a table long finished, or cancelled, is not read.
import { describe, expect, it } from 'vitest';
import {
  CHAT_AFTER_END_MS,
  DIGEST_CHAT_READ,
  talkCandidates,
  talkForDigest,
} from '../../../lambdas/chat/digest-chat.js';
import { digestLetter } from '../../../lambdas/letters/digest-letter.js';
import { memoryStore } from '../../../lambdas/store/memory/memory-store.js';
import type { UserGame } from '../../../lambdas/store/records.js';

const T0 = Date.UTC(2030, 0, 1);
const LINKS = {
  secret: 'a-test-secret-of-enough-length-000000',
  webUrl: 'https://dominion.example',
  linkTtlMs: 86_400_000,
};

const row = (gameId: string, o: Partial<UserGame> = {}): UserGame => ({
  gameId,
  seat: 1,
  status: 'active',
  yourMove: false,
  seq: 3,
  players: ['Ann', 'Cy'],
  updatedAt: T0,
  ...o,
});

describe('the digest’s table talk', () => {
  it('reads only tables still talking: not cancelled, finished at most a week ago', () => {
    const now = T0 + CHAT_AFTER_END_MS + 1;
    const games = [
      row('active'),
      row('open', { status: 'open' }),
      row('cancelled', { status: 'cancelled' }),
      row('over-long-ago', { status: 'over', updatedAt: T0 }),
      row('over-lately', { status: 'over', updatedAt: T0 + 2 }),
    ];
    expect(talkCandidates(games, now).map((g) => g.gameId)).toEqual(['active', 'open', 'over-lately']);
  });

  it('shows the newest 10, each cut to 500 characters, and counts the rest up to the read bound', async () => {
    const store = memoryStore();
    for (let i = 0; i < 150; i++)
      await store.postChat({
        gameId: 'g1',
        seat: 0,
        at: T0 + i,
        text: `${i}:${'x'.repeat(600)}`,
        key: `k${i}`,
        via: 'web',
      });
    await store.postChat({ gameId: 'g1', seat: 1, at: T0 + 200, text: 'mine', key: 'own', via: 'web' });
    const [talk] = await talkForDigest(store, [row('g1')], undefined, T0 + 300);
    expect(talk.lines).toHaveLength(10);
    expect(talk.lines[0].text.startsWith('140:')).toBe(true);
    expect(talk.lines.every((m) => m.name === 'Ann' && [...m.text].length === 500 && m.text.endsWith('…'))).toBe(true);
    // The newest 100 read, one of them the reader's own: 99 of others, 10 shown.
    expect(talk).toMatchObject({ more: DIGEST_CHAT_READ - 1 - 10, moreAtLeast: true });
    const n = digestLetter('cy@example.com', [], [talk], LINKS, T0 + 300);
    expect(n.subject).toBe('Dominion: new messages at 1 table');
    expect(n.text).toContain(
      'Dominion with Ann: new messages at the table\n  New at the table:\n  (and at least 89 earlier messages)\n  Ann: 140:',
    );
    expect(n.text).not.toContain('mine');
  });

  it('reads after the later of the read mark and the last digest, and nothing of a muted table', async () => {
    const store = memoryStore();
    for (let i = 0; i < 5; i++)
      await store.postChat({ gameId: 'g2', seat: 0, at: T0 + i * 10, text: `m${i}`, key: `k${i}`, via: 'web' });
    await store.markChatRead('g2', 1, T0 + 10);
    const texts = async (lastDigestAt: number | undefined) =>
      (await talkForDigest(store, [row('g2')], lastDigestAt, T0 + 100)).flatMap((t) => t.lines.map((m) => m.text));
    expect(await texts(undefined)).toEqual(['m2', 'm3', 'm4']);
    expect(await texts(T0 + 30)).toEqual(['m4']);
    expect(await texts(T0 + 40)).toEqual([]);
    await store.setChatMute('g2', 1, true);
    expect(await texts(undefined)).toEqual([]);
  });
});
