// POST /games/{gameId}/rematch — a seat of a finished game proposes a rematch (or, when one was
// proposed, accepts it). POST /games/{gameId}/rematch/answer — accept or decline the rematch (the
// finished game's id or the rematch's). GET /games/{gameId}/rematch — where it stands (null: none).
// A game link from a mail (the game-over mail's rematch line) acts on its own game only.
// Parse → authenticate → the one seat check → rematch/ → the caller's view.
import { newGameIds } from '../../lobby/new-ids.js';
import { authenticate, endpoint, json, parseBody, parseWith, type Caller, type Ctx } from '../http.js';
import { requireSeat } from '../authorise.js';
import { notFound } from '../../kernel/errors.js';
import { requestHash, requireSameRequest } from '../../kernel/idempotency.js';
import { answerRematch, findRematch, proposeRematch } from '../../rematch/rematch-pipeline.js';
import { rematchView } from '../../rematch/rematch-view.js';
import { seatOf } from '../../kernel/replay.js';
import { GameId, ProposeRematchBody, RematchAnswerBody, type RematchResponse } from '../../../contract/api.js';
import type { GameMeta } from '../../store/records.js';

/** The game named by the path, with the caller's seat (404, 403 as for the table). */
async function seatAt(
  req: Parameters<typeof authenticate>[0],
  ctx: Ctx,
): Promise<{ meta: GameMeta; seat: number; caller: Caller }> {
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const meta = await ctx.store.getMeta(gameId);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  return { meta, seat: requireSeat(meta, caller), caller };
}

/** A repeat of an idempotency key (same request by the same seat) changes nothing; another request with it is a 422. */
async function firstUse(
  ctx: Ctx,
  gameId: string,
  key: string,
  seat: number,
  request: unknown,
): Promise<{ repeat: boolean; record: () => Promise<void> }> {
  const stamp = { key, hash: requestHash(request) };
  const stored = `rematch#${key}`;
  const first = await ctx.store.getIdem(gameId, stored);
  if (first) requireSameRequest(first, seat, stamp);
  return {
    repeat: !!first,
    record: () => ctx.store.putIdem(gameId, stored, { seq: -1, seat, hash: stamp.hash }, ctx.now()),
  };
}

const answer = (meta: GameMeta | null, email: string) =>
  json<RematchResponse>(200, { rematch: meta ? rematchView(meta, seatOf(meta, email)!) : null });

export const proposeRematchRoute = endpoint(async (req, ctx) => {
  const body = parseBody(req, ProposeRematchBody);
  const { meta, seat, caller } = await seatAt(req, ctx);
  const idem = await firstUse(ctx, meta.gameId, body.idempotencyKey, seat, { propose: true });
  if (idem.repeat) return answer(await findRematch(ctx, meta), caller.email);
  const rematch = await proposeRematch(ctx, meta.gameId, caller.email, newGameIds());
  await idem.record();
  return answer(rematch, caller.email);
});

export const answerRematchRoute = endpoint(async (req, ctx) => {
  const body = parseBody(req, RematchAnswerBody);
  const { meta, seat, caller } = await seatAt(req, ctx);
  const rematch = await findRematch(ctx, meta);
  if (!rematch) throw notFound('Nobody has proposed a rematch of this game.');
  const idem = await firstUse(ctx, meta.gameId, body.idempotencyKey, seat, { accept: body.accept });
  if (idem.repeat) return answer(rematch, caller.email);
  const after = await answerRematch(ctx, rematch, caller.email, body.accept);
  await idem.record();
  return answer(after, caller.email);
});

export const getRematch = endpoint(async (req, ctx) => {
  const { meta, caller } = await seatAt(req, ctx);
  return answer(await findRematch(ctx, meta, { readOnly: true }), caller.email);
});
