// GET /open-games — the open games a signed-in player may join (newest first), filtered by player
// count, sets and pace. POST /games/{gameId}/seat — take a free seat of an open game, optionally
// naming it (the last seat starts the game). POST /games/{gameId}/start — the creator starts it now,
// bots in the free seats. Parse → authorise → lobby/ (open-lobby.ts, open-seats.ts) decides and
// writes → respond. Both writes are idempotent by their nature: a seat is keyed on the player
// (taking it again answers the same seat), a start on the game (starting a started game changes nothing).
import { listOpenGames, startOpenGame, takeOpenSeat } from '../../lobby/open-lobby.js';
import { authenticate, endpoint, json, parseBody, parseWith } from '../http.js';
import {
  GameId,
  JoinGameBody,
  OpenGamesQuery,
  StartOpenGameBody,
  type JoinResponse,
  type OpenGamesResponse,
} from '../../../contract/api.js';
import { requireSession, seatsView } from '../authorise.js';

export const listOpen = endpoint(async (req, ctx) => {
  const q = parseWith(OpenGamesQuery, req.query, 'query');
  const caller = await authenticate(req, ctx);
  requireSession(caller);
  return json<OpenGamesResponse>(200, { games: await listOpenGames(ctx, caller.email, q) });
});

export const takeSeat = endpoint(async (req, ctx) => {
  const body = parseBody(req, JoinGameBody);
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  requireSession(caller);
  const { meta, seat } = await takeOpenSeat(ctx, gameId, caller.email, body.name);
  return json<JoinResponse>(200, { gameId, status: meta.status, seats: seatsView(meta, seat) });
});

export const startOpen = endpoint(async (req, ctx) => {
  const body = parseBody(req, StartOpenGameBody);
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  requireSession(caller);
  const meta = await startOpenGame(ctx, gameId, caller.email, body.bot ?? 'normal');
  return json<JoinResponse>(200, { gameId, status: meta.status, seats: seatsView(meta, 0) });
});
