// The store contract's part for the open-games list (run by store-contract.ts against both stores):
// which games are on it, in what order, with what facts, and that the META write which takes the
// last seat, starts or cancels a game takes it off in the same write.
import { describe, expect, it } from 'vitest';
import { Conflict, type GameMeta, type SeatRecord } from '../../../lambdas/store/records.js';
import type { Store } from '../../../lambdas/store/ports.js';

const T0 = Date.UTC(2030, 0, 1);
const FREE: SeatRecord = { email: null, bot: null, name: 'Open seat', joined: false };
const HOST: SeatRecord = { email: 'a@example.com', bot: null, name: 'A', joined: true };

function openMeta(gameId: string, createdAt: number, seats: SeatRecord[], o: Partial<GameMeta> = {}): GameMeta {
  return {
    gameId,
    createdAt,
    createdBy: 'a@example.com',
    status: 'open',
    version: 1,
    reminderEveryMs: 3_600_000,
    deadlineMs: null,
    seats,
    config: { players: seats.map((s) => s.name), seed: 'secret-seed', kingdom: [] } as unknown as GameMeta['config'],
    open: { public: true, sets: ['base', 'intrigue'], pace: 'daily' },
    ...o,
  };
}

export function openGamesContract(make: () => Promise<{ store: Store }>): void {
  describe('open-games list', () => {
    it('lists open games with a free seat, oldest first, with the facts the list filters on; a cut by creation time', async () => {
      const { store } = await make();
      await store.putNewMeta(openMeta('late', T0 + 2000, [HOST, FREE, FREE]));
      await store.putNewMeta(openMeta('early', T0 + 1000, [HOST, FREE]));
      await store.putNewMeta(openMeta('invited', T0, [HOST, { ...FREE, email: 'b@example.com' }], { open: undefined }));
      await store.putNewMeta(openMeta('full', T0, [HOST, { ...HOST, email: 'b@example.com' }]));
      expect(await store.openGames()).toEqual([
        { gameId: 'early', createdAt: T0 + 1000, seats: 2, free: 1, pace: 'daily', sets: ['base', 'intrigue'] },
        { gameId: 'late', createdAt: T0 + 2000, seats: 3, free: 2, pace: 'daily', sets: ['base', 'intrigue'] },
      ]);
      expect((await store.openGames({ createdBefore: T0 + 2000 })).map((e) => e.gameId)).toEqual(['early']);
      expect(await store.openGames({ createdBefore: T0 })).toEqual([]);
    });

    it('follows META: a seat taken changes the entry, the last seat, a start or a cancel takes it off', async () => {
      const { store } = await make();
      const m = openMeta('g', T0, [HOST, FREE, FREE]);
      await store.putNewMeta(m);
      const one = { ...m, seats: [HOST, { ...HOST, email: 'b@example.com', name: 'B' }, FREE] };
      await store.replaceMeta(one, 1);
      expect((await store.openGames()).map((e) => e.free)).toEqual([1]);
      // Two writers took the last seat from the same read: one lands, the other gets Conflict.
      const full = (email: string): GameMeta => ({
        ...one,
        status: 'active',
        seats: [...one.seats.slice(0, 2), { ...HOST, email, name: email }],
      });
      const racers = await Promise.allSettled([
        store.replaceMeta(full('c@example.com'), 2),
        store.replaceMeta(full('d@example.com'), 2),
      ]);
      expect(racers.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((racers.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(Conflict);
      expect(await store.openGames()).toEqual([]);

      await store.putNewMeta(openMeta('c', T0, [HOST, FREE]));
      await store.replaceMeta({ ...openMeta('c', T0, [HOST, FREE]), status: 'cancelled' }, 1);
      expect(await store.openGames()).toEqual([]);
    });
  });
}
