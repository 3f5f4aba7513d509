// The rebuild: from the logs alone it reaches the figures the projection wrote (ratings, history,
// leaderboard), and a corrupt log stops it with the game named and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { rebuildRatings } from '../../../lambdas/ratings/rebuild.js';
import { Clock, memoryLocal } from '../support.js';
import { finishGame } from './support.js';
import type { PlayerRating } from '../../../lambdas/store/rating-records.js';
import { newPlayerRating } from '../../../lambdas/ratings/plan.js';

let l: Local;
// Games finish a minute apart: the finish order is unambiguous.
const clock = new Clock();
beforeAll(async () => {
  l = await memoryLocal({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

const PLAYERS = ['ann.rb@example.com', 'bob.rb@example.com', 'cy.rb@example.com'];
const figures = async () =>
  Promise.all(
    PLAYERS.map(async (email) => ({
      rating: await l.ctx.store.getPlayerRating(email),
      history: await l.ctx.store.ratingHistory(email, 100),
    })),
  );
const withoutRev = (x: Awaited<ReturnType<typeof figures>>) =>
  x.map(({ rating, history }) => ({ rating: { ...rating, rev: 0 }, history }));

describe('ratings:rebuild', () => {
  it('reaches the same figures as the projection, game by game in finish order', async () => {
    const games: [number[], number][] = [
      [[0, 1], 0],
      [[1, 2], 1],
      [[0, 1, 2], 2],
      [[2, 0], 0],
      [[0, 1], 1],
      [[1, 2, 0], 0],
    ];
    for (const [seats, winner] of games) {
      await finishGame(
        l,
        seats.map((s) => PLAYERS[s]),
        winner,
      );
      clock.advance(60_000);
    }
    for (let i = 0; i < 6; i++) {
      await finishGame(l, [PLAYERS[0], PLAYERS[1]], i % 2);
      clock.advance(60_000);
    }
    await l.idle();
    const projected = await figures();
    const board = await l.ctx.store.leaderboard(100);
    // Cy has 4 rated games: not on the leaderboard.
    expect(board.map((r) => r.played)).toEqual([11, 11]);

    // Scramble what the projection wrote: the rebuild must not read it.
    for (const p of projected) {
      const scrambled: PlayerRating = {
        ...newPlayerRating(p.rating!.email, p.rating!.handle),
        mu: 99,
        played: 3,
        rev: p.rating!.rev,
      };
      expect(await l.ctx.store.putPlayerRating(scrambled)).toBe(true);
    }
    expect(await rebuildRatings(l.ctx)).toEqual({ games: 12, players: 3 });
    expect(withoutRev(await figures())).toEqual(withoutRev(projected));
    expect(await l.ctx.store.leaderboard(100)).toEqual(board);
  });

  it('stops on a corrupt log, naming the game, and writes nothing', async () => {
    const gameId = await finishGame(l, [PLAYERS[0], PLAYERS[2]], 0);
    await l.idle();
    const before = await figures();
    const writes = l.ctx.store.stats.writes;
    // A move the game cannot replay: buying a card that is not in it.
    const events = await l.ctx.store.events(gameId, 0, undefined, 'all');
    const last = events.at(-1)!;
    const tables = (l.ctx.store as unknown as { tables: { events: Map<string, Map<number, unknown>> } }).tables;
    tables.events.get(gameId)!.set(last.seq, { ...last, move: { type: 'buy', card: 'Platinum', player: last.seat } });
    await expect(rebuildRatings(l.ctx)).rejects.toThrow(`game ${gameId} has a corrupt log`);
    expect(l.ctx.store.stats.writes).toBe(writes);
    expect(await figures()).toEqual(before);
  });
});
