// GET /players/{name} and GET /leaderboard over HTTP (every answer checked against the contract by
// support.ts): the page after rated games, the leaderboard's 10-game rule, and bad input as a
// clear 4xx naming the field. No email leaves in either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { Clock, http, memoryLocal } from '../support.js';
import { finishGame } from './support.js';

let l: Local;
const clock = new Clock();
beforeAll(async () => {
  l = await memoryLocal({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

const [ANN, BOB, CY] = ['ann.api@example.com', 'bob.api@example.com', 'cy.api@example.com'];
const get = <P extends string>(path: P, email = ANN) => http(l, 'GET', path, { token: l.token(email) });

describe('the player page and the leaderboard', () => {
  it('shows a rated player: rating, history, stats, games, favourite cards; no email', async () => {
    const gameId = await finishGame(l, [ANN, BOB], 0);
    await l.idle();
    const page = await get('/players/ann.api', BOB);
    expect(page.status, page.raw).toBe(200);
    expect(page.body).toMatchObject({ handle: 'ann.api', played: 1, won: 1, abandoned: 0, currentGames: [] });
    expect(page.body.rating).toBeGreaterThan(1000);
    expect(page.body.history).toEqual([
      expect.objectContaining({ gameId, place: 1, won: true, seats: 2, rating: page.body.rating }),
    ]);
    expect(page.body.finishedGames).toEqual([
      expect.objectContaining({ gameId, status: 'over', players: ['ann.api', 'bob.api'], winners: ['ann.api'] }),
    ]);
    // Province is a basic pile: it is no one's favourite.
    expect(page.body.favouriteCards).toEqual([]);
    expect(page.raw).not.toContain('@example.com');
    // Case and Unicode form do not matter.
    expect((await get('/players/ANN.API')).body.handle).toBe('ann.api');
  });

  it('lists players from their 10th rated game, best first', async () => {
    for (let i = 0; i < 9; i++) {
      await finishGame(l, [ANN, CY], i % 3 === 0 ? 1 : 0);
      clock.advance(60_000);
    }
    await l.idle();
    const board = await get('/leaderboard', CY);
    expect(board.status, board.raw).toBe(200);
    // Ann has 10 rated games, Cy 9, Bob 1.
    expect(board.body).toEqual({
      minGames: 10,
      players: [expect.objectContaining({ place: 1, handle: 'ann.api', played: 10, won: 7 })],
    });
    await finishGame(l, [CY, BOB], 0);
    await l.idle();
    const next = (await get('/leaderboard')).body;
    expect(next.players.map((p: { handle: string }) => p.handle).sort()).toEqual(['ann.api', 'cy.api']);
    expect(next.players[0].rating).toBeGreaterThanOrEqual(next.players[1].rating);
    expect(JSON.stringify(next)).not.toContain('@');
  });

  it('answers bad input with a clear 4xx naming the field', async () => {
    const long = await get(`/players/${'x'.repeat(41)}`);
    expect(long.status).toBe(400);
    expect(long.error.message).toMatch(/player name.*at most 40 characters/);
    const unknown = await get('/players/nobody-here');
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('There is no rated player named "nobody-here".');
    expect((await http(l, 'GET', '/leaderboard')).status).toBe(401);
    expect((await http(l, 'GET', '/players/ann.api')).status).toBe(401);
  });
});
