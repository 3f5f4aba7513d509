// The ratings part of the store contract (store-contract.ts runs it for both stores): ratings at
// their revision, a game rated once, handles claimed once, the history newest-last, the leaderboard
// best first from 10 rated games on, and the rated games in finish order.
import { describe, expect, it } from 'vitest';
import { newPlayerRating } from '../../../lambdas/ratings/plan.js';
import type { PlayerRating, RatedGame, RatingEntry } from '../../../lambdas/store/rating-records.js';
import type { MakeStore } from './store-contract.js';

const rated = (email: string, o: Partial<PlayerRating> = {}): PlayerRating => ({
  ...newPlayerRating(email, email.split('@')[0]),
  ...o,
});
const entry = (gameId: string, at: number): RatingEntry => ({
  gameId,
  at,
  rating: 1000 + at,
  place: 1,
  seats: 2,
  won: true,
  timedOut: false,
});
const game = (gameId: string, finishedAt: number): RatedGame => ({ gameId, finishedAt, players: [] });

export function ratingsContract(make: MakeStore): void {
  describe('ratings', () => {
    it('writes a rating only at the revision it was read at', async () => {
      const { store } = await make();
      const p = rated('ann@example.com', { buys: { Smithy: 2 } });
      expect(await store.putPlayerRating(p)).toBe(true);
      expect(p.rev).toBe(1);
      expect(await store.putPlayerRating({ ...p, rev: 0 })).toBe(false);
      const read = (await store.getPlayerRating('ann@example.com'))!;
      expect(read).toEqual(p);
      expect(await store.putPlayerRating({ ...read, played: 1 })).toBe(true);
      expect(await store.putPlayerRating({ ...read, played: 9 })).toBe(false);
      expect((await store.getPlayerRating('ann@example.com'))?.played).toBe(1);
      expect(await store.getPlayerRating('nobody@example.com')).toBeNull();
    });

    it('rates a game once, unless replaced; lists rated games in finish order', async () => {
      const { store } = await make();
      expect(await store.putRatedGame(game('late', 3000))).toBe(true);
      expect(await store.putRatedGame(game('early', 1000))).toBe(true);
      expect(await store.putRatedGame({ ...game('late', 3000), finishedAt: 3000, players: [] })).toBe(false);
      expect(await store.putRatedGame(game('mid', 2000), true)).toBe(true);
      expect(await store.putRatedGame(game('mid', 2000), true)).toBe(true);
      expect(await store.getRatedGame('early')).toEqual(game('early', 1000));
      expect(await store.getRatedGame('none')).toBeNull();
      expect(await store.ratedGames()).toEqual(['early', 'mid', 'late']);
    });

    it('claims a handle once, case-insensitively; its owner may claim it again', async () => {
      const { store } = await make();
      expect(await store.claimHandle('Ann', 'ann@example.com')).toBe(true);
      expect(await store.claimHandle('ANN', 'other@example.com')).toBe(false);
      expect(await store.claimHandle('ann', 'ann@example.com')).toBe(true);
      expect(await store.handleOwner('aNN')).toBe('ann@example.com');
      expect(await store.handleOwner('Bob')).toBeNull();
    });

    it('keeps one history entry per game, and reads the newest ones oldest first', async () => {
      const { store } = await make();
      for (const [id, at] of [
        ['g2', 20],
        ['g1', 10],
        ['g3', 30],
        ['g2', 20],
      ] as const)
        await store.putRatingEntry('ann@example.com', entry(id, at));
      expect((await store.ratingHistory('ann@example.com', 10)).map((e) => e.gameId)).toEqual(['g1', 'g2', 'g3']);
      expect(await store.ratingHistory('ann@example.com', 2)).toEqual([entry('g2', 20), entry('g3', 30)]);
      expect(await store.ratingHistory('bob@example.com', 5)).toEqual([]);
    });

    it('lists players with 10+ rated games, best first, at most the limit, and moves them when they change', async () => {
      const { store } = await make();
      const players = [
        rated('a@example.com', { rating: 1200, played: 10, won: 4 }),
        rated('b@example.com', { rating: 1500, played: 12, won: 9 }),
        rated('c@example.com', { rating: 1700, played: 9 }),
        rated('d#x@example.com', { handle: 'd#x', rating: 1300, played: 30, won: 1 }),
      ];
      for (const p of players) await store.putPlayerRating(p);
      expect(await store.leaderboard(100)).toEqual([
        { handle: 'b', rating: 1500, played: 12, won: 9 },
        { handle: 'd#x', rating: 1300, played: 30, won: 1 },
        { handle: 'a', rating: 1200, played: 10, won: 4 },
      ]);
      expect((await store.leaderboard(2)).map((r) => r.handle)).toEqual(['b', 'd#x']);
      await store.putPlayerRating({ ...players[0], rating: 1600, played: 11 });
      expect((await store.leaderboard(100)).map((r) => [r.handle, r.rating])).toEqual([
        ['a', 1600],
        ['b', 1500],
        ['d#x', 1300],
      ]);
    });
  });
}
