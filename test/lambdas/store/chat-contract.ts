// The chat part of the store contract (store-contract.ts runs it for both stores): a message posted
// once per seat and key (a retry gets the first), messages oldest first with the newest `limit`
// after a time, the read mark that only moves forward, the mute per seat, and a chat beside the
// log: appending and reading events never sees it.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lambdas/store/chat-ports.js';
import type { MakeStore } from './store-contract.js';

const T0 = Date.UTC(2030, 0, 1);
const msg = (seat: number, at: number, text: string, key = `k-${seat}-${at}`): ChatMessage => ({
  gameId: 'g1',
  seat,
  at: T0 + at,
  text,
  key,
  via: 'web',
});

export function chatContract(make: MakeStore): void {
  describe('chat', () => {
    it('posts once per seat and key: a retry answers the first message', async () => {
      const { store } = await make();
      expect(await store.postChat(msg(0, 1, 'hello', 'key-1'))).toEqual({
        message: msg(0, 1, 'hello', 'key-1'),
        duplicate: false,
      });
      expect(await store.postChat(msg(0, 5, 'hello again', 'key-1'))).toEqual({
        message: msg(0, 1, 'hello', 'key-1'),
        duplicate: true,
      });
      // Another seat may use the same key.
      expect((await store.postChat(msg(1, 2, 'hi', 'key-1'))).duplicate).toBe(false);
      expect((await store.chatMessages('g1', { limit: 10 })).map((m) => m.text)).toEqual(['hello', 'hi']);
    });

    it('of two racing posts with one key, one message is kept', async () => {
      const { store } = await make();
      const answers = await Promise.all([
        store.postChat(msg(0, 1, 'a', 'same')),
        store.postChat(msg(0, 2, 'b', 'same')),
      ]);
      expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
      expect(answers[0].message).toEqual(answers[1].message);
      expect(await store.chatMessages('g1', { limit: 10 })).toHaveLength(1);
    });

    it("reads the newest messages after a time, oldest first, and no other game's", async () => {
      const { store } = await make();
      for (const at of [3, 1, 2, 4]) await store.postChat(msg(at % 2, at, `m${at}`));
      await store.postChat({ ...msg(0, 9, 'elsewhere'), gameId: 'g2' });
      expect((await store.chatMessages('g1', { limit: 10 })).map((m) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4']);
      expect((await store.chatMessages('g1', { limit: 2 })).map((m) => m.text)).toEqual(['m3', 'm4']);
      expect((await store.chatMessages('g1', { after: T0 + 2, limit: 10 })).map((m) => m.text)).toEqual(['m3', 'm4']);
      expect(await store.chatMessages('g1', { after: T0 + 4, limit: 10 })).toEqual([]);
      expect(await store.chatMessages('none', { limit: 10 })).toEqual([]);
    });

    it('moves a read mark forward only, and keeps a mute per seat', async () => {
      const { store } = await make();
      expect(await store.chatMarks('g1')).toEqual({ readAt: new Map(), muted: new Set() });
      expect(await store.markChatRead('g1', 1, T0 + 5)).toBe(true);
      expect(await store.markChatRead('g1', 1, T0 + 3)).toBe(false);
      expect(await store.markChatRead('g1', 1, T0 + 5)).toBe(false);
      await store.setChatMute('g1', 0, true);
      await store.setChatMute('g1', 1, true);
      await store.setChatMute('g1', 1, false);
      expect(await store.chatMarks('g1')).toEqual({ readAt: new Map([[1, T0 + 5]]), muted: new Set([0]) });
    });

    it('is no part of the log: the events and the last seq do not see it', async () => {
      const { store } = await make();
      await store.append({ gameId: 'g1', seq: 0, kind: 'start', at: T0 });
      await store.postChat(msg(0, 1, 'hello'));
      expect(await store.lastSeq('g1')).toBe(0);
      expect((await store.events('g1', 0)).map((e) => e.seq)).toEqual([0]);
      expect(await store.currentTurnEvents('g1')).toHaveLength(1);
    });
  });
}
