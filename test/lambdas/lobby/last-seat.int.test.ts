// Two players take the last free seat of an open game at the same moment, on dynalite: exactly one
// gets it (the conditional META write), the other a 409 naming why, and the game starts once with
// the winner in the seat; the loser has no "my games" row and the game is off the open list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { http, local } from '../support.js';

const ALICE = 'alice@example.com';
let l: DynaliteLocal;
beforeAll(async () => {
  l = await local();
});
afterAll(async () => {
  await l?.close();
});

describe('the last open seat, taken twice at once', () => {
  it('goes to exactly one player, every time', async () => {
    for (let round = 0; round < 5; round++) {
      const created = await http(l, 'POST', '/games', {
        token: l.token(ALICE),
        body: { seats: [], open: { seats: 2 }, mailGraceMinutes: 0 },
      });
      expect(created.status, created.raw).toBe(201);
      const gameId = created.body.gameId;
      const racers = [`bob${round}@example.com`, `cat${round}@example.com`];
      const answers = await Promise.all(
        racers.map((email) => http(l, 'POST', `/games/${gameId}/seat`, { token: l.token(email), body: {} })),
      );
      expect(answers.map((a) => a.status).sort(), answers.map((a) => a.raw).join('\n')).toEqual([200, 409]);
      const winner = racers[answers.findIndex((a) => a.status === 200)];
      const loser = racers.find((e) => e !== winner)!;
      expect(answers.find((a) => a.status === 409)!.error.message).toMatch(/has started|Every seat/);
      const meta = (await l.ctx.store.getMeta(gameId))!;
      expect(meta.seats.map((s) => s.email)).toEqual([ALICE, winner]);
      expect(meta.status).toBe('active');
      expect(await l.ctx.store.events(gameId, 0)).toHaveLength(1);
      expect(await l.ctx.store.userGames(loser)).toEqual([]);
      expect((await l.ctx.store.openGames()).map((e) => e.gameId)).not.toContain(gameId);
    }
  });
});
