// GET /players/{name} — a player's page: rating, its history, stats, games, favourite cards.
// GET /leaderboard — the best 100 players with 10 or more rated games. Both for anyone signed in
// (a game's link, limited to its game, opens neither); the work is in lambdas/ratings/read.ts.
import { authenticate, endpoint, json, parseWith } from '../http.js';
import { requireSession } from '../authorise.js';
import { leaderboard, playerPage } from '../../ratings/read.js';
import { PlayerHandle, type LeaderboardResponse, type PlayerResponse } from '../../../contract/community/ratings.js';

export const getPlayer = endpoint(async (req, ctx) => {
  const handle = parseWith(PlayerHandle, req.params.name, 'player name');
  requireSession(await authenticate(req, ctx));
  return json<PlayerResponse>(200, await playerPage(ctx.store, handle));
});

export const getLeaderboard = endpoint(async (req, ctx) => {
  requireSession(await authenticate(req, ctx));
  return json<LeaderboardResponse>(200, await leaderboard(ctx.store));
});
