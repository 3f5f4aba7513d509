// POST /games/{gameId}/moves — one move: parse → authorise → the move pipeline → respond. The same
// idempotency key with the same body returns the first result (duplicate: true); with another body
// it is refused (422); a stale expectedSeq is a 409.
import { view, type Decision, type Move } from '../../app/rules.js';
import { badRequest } from '../../app/errors.js';
import { handle } from '../../app/pipeline.js';
import { requestHash } from '../../app/idempotency.js';
import { fromText } from '../../app/text-move.js';
import { authenticate, endpoint, json, parseBody, parseWith } from '../http.js';
import { GameId, SubmitMoveBody, toEngineMove, type MoveData, type MoveResponse } from '../../../contract/api.js';
import { requireSeat } from '../access.js';

export const submitMove = endpoint(async (req, ctx) => {
  const body = parseBody(req, SubmitMoveBody);
  const gameId = parseWith(GameId, req.params.gameId ?? body.gameId, 'game id');
  if (gameId !== body.gameId) throw badRequest('The gameId in the body does not match the URL.');
  const caller = await authenticate(req, ctx);
  // What a retry must repeat: the body without its key.
  const idem = { key: body.idempotencyKey, hash: requestHash({ gameId, expectedSeq: body.expectedSeq, move: body.move }) };

  let seat = -1;
  const out = await handle(ctx, gameId, (g) => {
    seat = requireSeat(g.meta, caller);
    return { type: 'move', seat, move: toMove(body.move, seat), by: 'human', expectedSeq: body.expectedSeq, idem };
  }, idem.key);
  const g = out.game;
  return json<MoveResponse>(200, { gameId, appliedSeq: out.appliedSeq, seq: g.seq, duplicate: out.kind === 'duplicate', view: g.state ? view(g.state, seat) : null });
});

/** Text is read against the seat's decision when the pipeline decides; a structured move gets its seat. */
function toMove(m: string | MoveData, seat: number): Move | ((owed: Decision) => Move) {
  return typeof m === 'string' ? fromText(m, seat) : toEngineMove(m, seat);
}
