// POST /games/{gameId}/join — accept an invitation, optionally naming the seat; the last acceptance starts the game.
// POST /games/{gameId}/leave — leave a game that has not started (the creator leaving cancels it;
// when everyone left has accepted, it starts; leaving a rematch declines it). The lobby decides
// (lobby.ts); its writes and the start go through lobby-pipeline.ts.
import { join, leave } from '../../lobby/lobby.js';
import { changeLobby, startIfActive } from '../../lobby/lobby-pipeline.js';
import { authenticate, endpoint, json, parseBody, parseWith } from '../http.js';
import { EmptyBody, GameId, JoinGameBody, type JoinResponse, type LeaveResponse } from '../../../contract/api.js';
import { requireSeat, seatsView } from '../authorise.js';
import { lobbyFacts } from '../../letters/game-title.js';
import { answerRematch } from '../../rematch/rematch-pipeline.js';

export const joinGame = endpoint(async (req, ctx) => {
  const body = parseBody(req, JoinGameBody);
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const profile = await ctx.store.getProfile(caller.email);
  let seat = -1;
  const { meta, changed } = await changeLobby(ctx, gameId, (m) =>
    join(m, (seat = requireSeat(m, caller)), profile?.displayName, profile?.reactions, body.name),
  );
  const now = ctx.now();
  await ctx.store.putUserGame(caller.email, {
    gameId,
    seat,
    status: meta.status,
    yourMove: false,
    seq: -1,
    players: meta.seats.map((s) => s.name),
    updatedAt: now,
    ...lobbyFacts(meta, null, seat),
  });
  if (changed) await startIfActive(ctx, meta);
  return json<JoinResponse>(200, { gameId, status: meta.status, seats: seatsView(meta, seat) });
});

export const leaveGame = endpoint(async (req, ctx) => {
  parseBody(req, EmptyBody);
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const now = ctx.now();
  // Leaving a rematch not started is declining it: everyone was asked to play again as they were,
  // so it is cancelled for all and the others are told (rematch-pipeline.ts), not played a seat short.
  const asked = await ctx.store.getMeta(gameId);
  if (asked?.rematchOf && asked.status === 'open') {
    requireSeat(asked, caller);
    const declined = await answerRematch(ctx, asked, caller.email, false);
    return json<LeaveResponse>(200, { gameId, status: declined.status });
  }
  const { meta } = await changeLobby(ctx, gameId, (m) => leave(m, requireSeat(m, caller), now));
  await ctx.store.deleteUserGame(caller.email, gameId);
  await Promise.all(
    meta.seats.flatMap((s, seat) =>
      !s.email || s.email === caller.email
        ? []
        : [
            ctx.store.putUserGame(s.email, {
              gameId,
              seat,
              status: meta.status,
              yourMove: meta.status === 'open' && !s.joined,
              seq: -1,
              players: meta.seats.map((x) => x.name),
              updatedAt: now,
              ...lobbyFacts(meta, null, seat),
              ...(meta.expiresAt ? { expiresAt: meta.expiresAt } : {}),
            }),
          ],
    ),
  );
  await startIfActive(ctx, meta);
  return json<LeaveResponse>(200, { gameId, status: meta.status });
});
