// The ratings projection on dynalite: a finished game rated once, a replayed projection (a stream
// retry) changing nothing, and the game on the RATED list that the rebuild walks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { loadGame } from '../../../lambdas/kernel/replay.js';
import { project } from '../../../lambdas/game/projection.js';
import { local } from '../support.js';
import { finishGame } from './support.js';

let l: DynaliteLocal;
beforeAll(async () => {
  l = await local();
});
afterAll(async () => {
  await l?.close();
});

describe('the ratings projection on DynamoDB (dynalite)', () => {
  it('rates a game once, however often it is projected', async () => {
    const [ann, bob] = ['ann.int@example.com', 'bob.int@example.com'];
    const gameId = await finishGame(l, [ann, bob], 1);
    await l.idle();
    const first = await Promise.all([l.ctx.store.getPlayerRating(ann), l.ctx.store.getPlayerRating(bob)]);
    expect(first.map((r) => [r?.played, r?.won])).toEqual([
      [1, 0],
      [1, 1],
    ]);
    const g = await loadGame(l.ctx, gameId);
    await Promise.all([project(l.ctx, g, g.records.slice(-1)), project(l.ctx, g, [])]);
    expect(await Promise.all([l.ctx.store.getPlayerRating(ann), l.ctx.store.getPlayerRating(bob)])).toEqual(first);
    expect(await l.ctx.store.ratingHistory(bob, 10)).toHaveLength(1);
    expect(await l.ctx.store.ratedGames()).toContain(gameId);
    const item = await l.dynamo.get(`GAME#${gameId}`, 'RATED');
    expect(item?.gsi1pk).toMatch(/^RATED#\d$/);
  });
});
