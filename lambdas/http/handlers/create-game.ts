// POST /games — create a game: the caller takes seat 0; the other seats are invited emails or bots.
// It starts at once when no human has to accept, otherwise when the last invitation is accepted.
// Parse → authorise → the lobby decides (lobby.ts) → its writes (lobby-pipeline.ts) → respond.
import { newGameIds } from '../../lobby/new-ids.js';
import { openGame } from '../../lobby/lobby.js';
import { storeNewGame } from '../../lobby/lobby-pipeline.js';
import { authenticate, endpoint, json, parseBody } from '../http.js';
import { CreateGameBody, type CreatedResponse } from '../../../contract/api.js';
import { requireSession, seatsView } from '../authorise.js';

export const createGame = endpoint(async (req, ctx) => {
  const body = parseBody(req, CreateGameBody);
  const caller = await authenticate(req, ctx);
  requireSession(caller);
  const emails = [caller.email, ...body.seats.flatMap((s) => ('email' in s ? [s.email] : []))];
  const profiles = new Map(await Promise.all(emails.map(async (e) => [e, await ctx.store.getProfile(e)] as const)));
  const meta = openGame({
    ...newGameIds(),
    now: ctx.now(),
    creator: caller.email,
    body,
    displayName: (email) => profiles.get(email)?.displayName,
    reactions: (email) => profiles.get(email)?.reactions,
  });
  await storeNewGame(ctx, meta);
  const { config } = meta;
  return json<CreatedResponse>(201, {
    gameId: meta.gameId,
    status: meta.status,
    seats: seatsView(meta, 0),
    kingdom: config.kingdom,
    events: config.events,
    landmarks: config.landmarks,
  });
});
