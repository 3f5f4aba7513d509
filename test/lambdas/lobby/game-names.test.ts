// Games with names, over HTTP: a name given at creation (checked like a display name) or made
// from the players and the kingdom's dearest card; the invitation's page data (inviter, kingdom,
// Events, Landmarks, pace); each "my games" row with whose move and what is asked, and once over
// the winners and scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { defaultTitle, kingdomHighlight } from '../../../lambdas/letters/game-title.js';
import { Clock, http, key, KINGDOM, memoryLocal } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';

let l: Local;
const clock = new Clock();
beforeAll(async () => {
  l = await memoryLocal({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

describe('game names', () => {
  it('makes a default name from the players and the dearest kingdom card', () => {
    expect(kingdomHighlight(['Village', 'Witch', 'Cellar', 'Catapult/Rocks'])).toBe('Witch');
    expect(kingdomHighlight(['Engineer', 'Village'])).toBe('Engineer');
    expect(defaultTitle(['Alice', 'Bob', 'easy bot'], ['Village', 'Witch'])).toBe('Alice, Bob and easy bot: Witch');
    expect(defaultTitle(['A'.repeat(30), 'B'.repeat(30)], ['Witch'])).toHaveLength(60);
  });

  it("keeps the name given at creation, refuses a bad one, and shows the invitation's set-up", async () => {
    const bad = await http(l, 'POST', '/games', {
      token: l.token(ALICE),
      body: { name: 'Alice', title: 'x<script>', seats: [{ bot: 'easy' }], kingdom: KINGDOM },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.error)).toContain('A game name cannot hold');
    const created = await http(l, 'POST', '/games', {
      token: l.token(ALICE),
      body: { name: 'Alice', title: 'Friday witches', seats: [{ email: BOB }], kingdom: KINGDOM, reminderHours: 12 },
    });
    expect(created.status).toBe(201);
    const gameId = created.body.gameId;
    const asBob = await http(l, 'GET', `/games/${gameId}`, { token: l.token(BOB) });
    expect(asBob.body.about).toEqual({
      title: 'Friday witches',
      inviter: 'Alice',
      kingdom: KINGDOM,
      events: [],
      landmarks: [],
      reminderHours: 12,
      deadlineHours: null,
      mailGraceMinutes: 3,
    });
    expect(JSON.stringify(asBob.body)).not.toContain('seed');
    const bobsGames = await http(l, 'GET', '/games', { token: l.token(BOB) });
    expect(bobsGames.body.games[0]).toMatchObject({ gameId, title: 'Friday witches', kingdom: KINGDOM });
  });

  it('lists whose move it is and what is asked, then the winners and scores', async () => {
    const created = await http(l, 'POST', '/games', {
      token: l.token(ALICE),
      body: { name: 'Alice', seats: [{ bot: 'easy' }], kingdom: KINGDOM },
    });
    const gameId = created.body.gameId;
    const row = async () =>
      (await http(l, 'GET', '/games', { token: l.token(ALICE) })).body.games.find(
        (g: { gameId: string }) => g.gameId === gameId,
      );
    const first = await row();
    expect(first!.title).toMatch(/^Alice and easy bot: /);
    expect(first!.asked).toEqual(['Your move: Action phase']);
    // Alice resigns by ending every turn until the bot ends the game.
    for (let i = 0; i < 400; i++) {
      const g = await http(l, 'GET', `/games/${gameId}`, { token: l.token(ALICE) });
      if (g.body.view!.result) break;
      const r = await http(l, 'POST', `/games/${gameId}/moves`, {
        token: l.token(ALICE),
        body: { gameId, expectedSeq: g.body.seq, idempotencyKey: key(), move: 'end turn' },
      });
      expect(r.status).toBe(200);
    }
    const done = await row();
    expect(done!.status).toBe('over');
    expect(done!.winners).toEqual(['easy bot']);
    expect(done!.scores).toHaveLength(2);
    expect(done!.scores![1]).toBeGreaterThan(done!.scores![0]);
    expect(done!.asked).toBeUndefined();
  }, 60_000);
});
