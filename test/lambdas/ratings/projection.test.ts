// The ratings' projection on the in-memory store: a finished 2-human game rates both players once
// (a replayed projection changes nothing), a game with one human is not rated, bots stay fixed.
import { describe, expect, it } from 'vitest';
import { loadGame } from '../../../lambdas/kernel/replay.js';
import { project } from '../../../lambdas/game/projection.js';
import { memoryLocalPerFile } from '../support.js';
import { finishGame } from './support.js';
import { START_SKILL } from '../../../lambdas/ratings/rules.js';
import { rateFinishedGame } from '../../../lambdas/ratings/project.js';

const l = memoryLocalPerFile();

const ANN = 'ann.proj@example.com';
const BOB = 'bob.proj@example.com';

describe('the ratings projection', () => {
  it('rates a finished 2-human game once: the winner up, the loser down, one history entry each', async () => {
    const gameId = await finishGame(l, [ANN, BOB], 0);
    await l.idle();
    const [ann, bob] = await Promise.all([l.ctx.store.getPlayerRating(ANN), l.ctx.store.getPlayerRating(BOB)]);
    expect(ann).toMatchObject({
      handle: 'ann.proj',
      played: 1,
      won: 1,
      abandoned: 0,
      buys: { Province: 1 },
      recentGames: [gameId],
    });
    expect(bob).toMatchObject({ played: 1, won: 0, abandoned: 0 });
    expect(ann!.mu).toBeGreaterThan(START_SKILL.mu);
    expect(bob!.mu).toBeLessThan(START_SKILL.mu);
    expect((await l.ctx.store.getRatedGame(gameId))?.applied).toBe(true);

    // The projection again (a stream retry, a repair): nothing moves.
    const g = await loadGame(l.ctx, gameId);
    await project(l.ctx, g, g.records.slice(-2));
    await project(l.ctx, g, []);
    expect(await l.ctx.store.getPlayerRating(ANN)).toEqual(ann);
    expect(await l.ctx.store.getPlayerRating(BOB)).toEqual(bob);
    expect(await l.ctx.store.ratingHistory(ANN, 10)).toEqual([
      expect.objectContaining({ gameId, place: 1, won: true, rating: ann!.rating }),
    ]);
  });

  it('a half-applied rating (a crash after the first player) is finished by the replay, not counted twice', async () => {
    const gameId = await finishGame(l, [ANN, BOB], 1);
    await l.idle();
    const done = (await l.ctx.store.getPlayerRating(BOB))!;
    const rated = (await l.ctx.store.getRatedGame(gameId))!;
    // As if the projection stopped before writing Ann, and her rating was written meanwhile (its
    // revision moved on): her rating back to before, the game not marked done.
    const annAfter = (await l.ctx.store.getPlayerRating(ANN))!;
    const annBefore = rated.players.find((p) => p.after.email === ANN)!.before;
    await l.ctx.store.putPlayerRating({ ...annBefore, rev: annAfter.rev });
    await l.ctx.store.putRatedGame({ ...rated, applied: false }, true);
    const g = await loadGame(l.ctx, gameId);
    await project(l.ctx, g, []);
    expect(await l.ctx.store.getPlayerRating(BOB)).toEqual(done);
    const ann = (await l.ctx.store.getPlayerRating(ANN))!;
    expect(ann.mu).toBeCloseTo(annAfter.mu, 9);
    expect(ann.sigma).toBeCloseTo(annAfter.sigma, 9);
    expect(ann).toMatchObject({
      played: annAfter.played,
      won: annAfter.won,
      rating: annAfter.rating,
      recentGames: annAfter.recentGames,
    });
    // And once marked done, a further replay leaves it alone.
    expect((await l.ctx.store.getRatedGame(gameId))?.applied).toBe(true);
    await project(l.ctx, g, []);
    expect(await l.ctx.store.getPlayerRating(ANN)).toEqual(ann);
  });

  it('leaves a game with one human (and bots) unrated', async () => {
    const g = await loadGame(l.ctx, await finishGame(l, ['eve.proj@example.com', 'fay.proj@example.com'], 0));
    const solo = {
      ...g.meta,
      gameId: 'solo-game',
      seats: [g.meta.seats[0], { email: null, bot: 'hard', name: 'Bot', joined: true }],
    };
    await rateFinishedGame(l.ctx.store, solo, g.state!.result!, []);
    expect(await l.ctx.store.getRatedGame('solo-game')).toBeNull();
  });

  it("rates the humans of a game with a bot against the bot's fixed skill", async () => {
    const [c, d] = ['cat.proj@example.com', 'dan.proj@example.com'];
    const gameId = await finishGame(l, [c, d], 2, ['big-money']);
    await l.idle();
    const rated = (await l.ctx.store.getRatedGame(gameId))!;
    expect(rated.players.map((p) => p.after.email)).toEqual([c, d]);
    expect(rated.players.every((p) => p.entry.place === 2 && p.after.mu < START_SKILL.mu)).toBe(true);
  });
});
