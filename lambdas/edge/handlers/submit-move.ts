// POST /games/{gameId}/moves — one move: parse → authorise → load → engine → conditional append →
// bots → outbox. A repeated idempotency key returns the first result; a stale expectedSeq is a 409.
import { decisionFor, parseMove, type Move } from '../../app/rules.js';
import { ApiFailure, badRequest, forbidden, staleSeq } from '../../app/errors.js';
import { appendMove, loadGame, project, runBots, type Loaded } from '../../app/game.js';
import { authenticate, endpoint, json, parseBody, parseWith } from '../http.js';
import { GameId, SubmitMoveBody, type MoveData } from '../../../contract/api.js';
import { requireSeat } from '../access.js';
import { view } from '../../app/rules.js';
import type { GameEvent } from '../../store/records.js';

export const submitMove = endpoint(async (req, ctx) => {
  const body = parseBody(req, SubmitMoveBody);
  const gameId = parseWith(GameId, req.params.gameId ?? body.gameId, 'game id');
  if (gameId !== body.gameId) throw badRequest('The gameId in the body does not match the URL.');
  const caller = await authenticate(req, ctx);

  const [g, idem] = await Promise.all([loadGame(ctx, gameId), ctx.store.getIdem(gameId, body.idempotencyKey)]);
  const seat = requireSeat(g.meta, caller);
  const first = idem ?? g.events.find((e) => e.idem === body.idempotencyKey);
  if (first) {
    if (first.seat !== seat) throw badRequest('This idempotency key was used by another player.');
    return json(200, result(g, seat, first.seq, true));
  }
  if (!g.state) throw badRequest('The game has not started yet.');
  if (g.state.result) throw forbidden('The game is over.');
  if (body.expectedSeq !== g.seq) throw staleSeq(body.expectedSeq, g.seq);
  const owed = decisionFor(g.state, seat);
  if (!owed) throw forbidden(`It is not your move: waiting for ${g.state.pending.map((d) => g.meta.seats[d.player]!.name).join(', ')}.`);
  const move = toMove(body.move, seat, owed);

  let ev: GameEvent;
  try {
    ev = await appendMove(ctx, g, seat, move, 'human', body.idempotencyKey);
  } catch (e) {
    // Lost the race: to the same request sent twice at once, or to another move (409).
    if (!(e instanceof ApiFailure && e.code === 'conflict')) throw e;
    const [winner] = await ctx.store.events(gameId, body.expectedSeq + 1, body.expectedSeq + 1);
    if (winner?.idem !== body.idempotencyKey) throw e;
    return json(200, result(await loadGame(ctx, gameId), seat, winner.seq, true));
  }
  const firstNew = ev.seq;
  await runBots(ctx, g);
  await ctx.afterAppend(gameId, () => project(ctx, g, g.events.filter((e): e is GameEvent => e.seq >= firstNew)));
  return json(200, result(g, seat, ev.seq, false));
});

function toMove(m: string | MoveData, seat: number, owed: NonNullable<ReturnType<typeof decisionFor>>): Move {
  if (typeof m !== 'string') return { ...m, player: seat } as Move;
  const parsed = parseMove(m, seat, owed);
  if (!parsed.ok) throw badRequest(parsed.error.message);
  return parsed.move;
}

function result(g: Loaded, seat: number, appliedSeq: number, duplicate: boolean) {
  return { gameId: g.meta.gameId, appliedSeq, seq: g.seq, duplicate, view: g.state ? view(g.state, seat) : null };
}
