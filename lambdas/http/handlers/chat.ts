// GET /games/{gameId}/chat — the game's chat (the newest messages, newest last) with the caller's
// "last read" mark and mute; POST /games/{gameId}/chat — `{text, idempotencyKey}` posts a message,
// `{mute}` mutes or unmutes it for the caller's seat; both answer the chat as the GET does. Parse →
// authenticate → the one access check (seatOrSpectator: a spectator of a public game reads, only
// seats write) → chat/ → respond. Bad input is a 400 naming the field, before anything is read.
import { muteChat, postChat, readChat, chatLine } from '../../chat/chat.js';
import { notFound } from '../../kernel/errors.js';
import { authenticate, endpoint, json, parseBody, parseWith, type Ctx } from '../http.js';
import { seatOrSpectator } from '../authorise.js';
import type { Caller } from '../http.js';
import { ChatPostBody, ChatQuery, GameId, type ChatResponse } from '../../../contract/api.js';

async function chatAccess(ctx: Ctx, gameId: string, caller: Caller) {
  const meta = await ctx.store.getMeta(gameId);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  return { meta, seat: seatOrSpectator(meta, caller) };
}

export const getChat = endpoint(async (req, ctx) => {
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  parseWith(ChatQuery, req.query, 'query');
  const caller = await authenticate(req, ctx);
  const { meta, seat } = await chatAccess(ctx, gameId, caller);
  return json<ChatResponse>(200, await readChat(ctx, meta, seat));
});

export const postChatMessage = endpoint(async (req, ctx) => {
  const body = parseBody(req, ChatPostBody);
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const { meta, seat } = await chatAccess(ctx, gameId, caller);
  if (body.mute !== undefined) {
    await muteChat(ctx, meta, seat, body.mute);
    return json<ChatResponse>(200, await readChat(ctx, meta, seat));
  }
  // The schema holds both when there is no `mute`.
  const posted = await postChat(ctx, meta, seat, { text: body.text!, key: body.idempotencyKey!, via: 'web' });
  return json<ChatResponse>(200, {
    ...(await readChat(ctx, meta, seat)),
    posted: chatLine(meta, posted.message),
    duplicate: posted.duplicate,
  });
});
