// A finished game's table names each rated human's handle, the name their player page goes by
// (/players/<handle>), beside the seat's display name, which can differ: a second "Ann" is rated as
// "Ann 2", and a player who renames herself keeps her handle. No handle on a bot, nor before the end.
import { describe, expect, it } from 'vitest';
import { freshUser, http, memoryLocalPerFile, newGame, setPrefs } from '../support.js';
import { finishGame } from '../ratings/support.js';

const l = memoryLocalPerFile();

const seatsOf = async (reader: string, gameId: string) => {
  const r = await http(l, 'GET', `/games/${gameId}`, { token: l.token(reader) });
  expect(r.status, r.raw).toBe(200);
  return r.body.seats.map((s: { name: string; handle?: string }) => ({ name: s.name, handle: s.handle }));
};

describe('the handle of a finished game’s seats', () => {
  it('is the rating handle, not the display name, and resolves to the player page', async () => {
    const [ann, otherAnn, bob] = [freshUser('ann'), freshUser('ann'), freshUser('bob')];
    for (const [email, displayName] of [
      [ann, 'Ann'],
      [otherAnn, 'Ann'],
      [bob, 'Bob'],
    ])
      await setPrefs(l, email, { displayName });
    const first = await finishGame(l, [ann, bob], 0);
    await l.idle();
    const second = await finishGame(l, [otherAnn, bob], 0);
    await l.idle();
    expect(await seatsOf(bob, first)).toEqual([
      { name: 'Ann', handle: 'Ann' },
      { name: 'Bob', handle: 'Bob' },
    ]);
    // "Ann" was taken: the second Ann is rated as "Ann 2", and her seat says so.
    expect(await seatsOf(otherAnn, second)).toEqual([
      { name: 'Ann', handle: 'Ann 2' },
      { name: 'Bob', handle: 'Bob' },
    ]);
    const page = await http(l, 'GET', `/players/${encodeURIComponent('Ann 2')}`, { token: l.token(bob) });
    expect(page.status, page.raw).toBe(200);
    expect(page.body.finishedGames.map((g: { gameId: string }) => g.gameId)).toEqual([second]);

    // Renamed later, Ann keeps her handle.
    await setPrefs(l, ann, { displayName: 'Annie' });
    const third = await finishGame(l, [ann, bob], 1);
    await l.idle();
    expect(await seatsOf(ann, third)).toEqual([
      { name: 'Annie', handle: 'Ann' },
      { name: 'Bob', handle: 'Bob' },
    ]);
  });

  it('is absent for a bot and for a game not over', async () => {
    const [cy, dee] = [freshUser('cy'), freshUser('dee')];
    const running = await newGame(l, cy, [{ email: dee }]);
    expect((await seatsOf(cy, running)).map((s: { handle?: string }) => s.handle)).toEqual([undefined, undefined]);
    const withBot = await finishGame(l, [cy, dee], 0, ['big-money']);
    await l.idle();
    expect((await seatsOf(dee, withBot)).map((s: { handle?: string }) => s.handle)).toEqual([
      expect.any(String),
      expect.any(String),
      undefined,
    ]);
  });
});
