// Two players propose a rematch of the same finished game at the same moment, on dynalite: the
// conditional put of the REMATCH item lets exactly one new game exist, both answers name it, and
// with both proposers in it starts once (one start record).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { http, key, local } from '../support.js';
import { finishGame } from '../ratings/support.js';

let l: DynaliteLocal;
beforeAll(async () => {
  l = await local();
});
afterAll(async () => {
  await l?.close();
});

describe('two proposals of one rematch at once', () => {
  it('make one game, every time', async () => {
    for (let round = 0; round < 4; round++) {
      const players = [`ann.race${round}@example.com`, `bob.race${round}@example.com`];
      const old = await finishGame(l, players, round % 2);
      const answers = await Promise.all(
        players.map((email) =>
          http(l, 'POST', `/games/${old}/rematch`, { token: l.token(email), body: { idempotencyKey: key() } }),
        ),
      );
      expect(
        answers.map((a) => a.status),
        answers.map((a) => a.raw).join('\n'),
      ).toEqual([200, 200]);
      const ids = new Set(answers.map((a) => a.body.rematch!.gameId));
      expect(ids.size).toBe(1);
      const [newId] = ids;
      const games = await Promise.all(players.map((email) => l.ctx.store.userGames(email)));
      for (const rows of games) expect(rows.filter((g) => g.gameId !== old).map((g) => g.gameId)).toEqual([newId]);
      const meta = (await l.ctx.store.getMeta(newId))!;
      expect(meta.status).toBe('active');
      expect(meta.seats.map((s) => s.email)).toEqual([players[1], players[0]]);
      await l.idle();
      expect(await l.ctx.store.events(newId, 0)).toHaveLength(1);
    }
  });
});
