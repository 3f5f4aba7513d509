// POST /games/{gameId}/moves — one move, or one undo (take back, ask, accept, refuse; as a field, or
// in words as the text move: undo-words.ts): parse →
// authorise → the move pipeline → respond. The same idempotency key with the same body returns the
// first result (duplicate: true); with another body it is refused (422); a stale expectedSeq is a 409.
// An answer link's token makes only its own answer at its own seq (403 otherwise; a take-back
// request's link answers that request only, while it is open), under the link's own idempotency
// key; one rule for both kinds of link (answer-link.ts): refused (409, in its page's words) once
// its page says the game moved on, and its first move bound to its seq. A link that stands for
// several moves makes them in order, one pipeline command each (move-lines.ts). Every move is
// counted (accepted, repeated, or refused by its error code) and timed; its log lines carry the
// game id and the seq it was made on. It answers the table after the move (the GET's shape, so the
// web table needs no second request); a move's load reads only the records after the snapshot
// (an undo and an answer link's checks read the window too).
import { answerLines } from '../../kernel/rules.js';
import { ApiFailure, badRequest, forbidden } from '../../kernel/errors.js';
import { answerLinkKey, linkBinding, requireLinkStands, type AnswerLinkClaims } from '../../inbound/answer-link.js';
import { handle } from '../../game/pipeline.js';
import { requestHash } from '../../kernel/idempotency.js';
import { authenticate, endpoint, json, parseBody, parseWith, type Caller, type Ctx } from '../http.js';
import { makeLines } from '../../game/move-lines.js';
import { loadGame, type ReplayedGame } from '../../kernel/replay.js';
import * as z from 'zod';
import {
  GameId,
  movesRouteBody,
  toEngineMove,
  type TableResponse,
  type SubmitMoveBody,
  type SubmitUndoBody,
} from '../../../contract/api.js';
import { requireSeat } from '../authorise.js';
import { tableResponse } from '../table-response.js';
import { undoWordOf } from '../../game/undo-words.js';
import { parseLine } from '../../game/parse-line.js';

export const submitMove = endpoint((req, ctx) =>
  measured(ctx, async () => {
    const data = parseBody(req, z.unknown());
    const body: SubmitMoveBody | SubmitUndoBody = parseWith(movesRouteBody(data), data, 'request body');
    const gameId = parseWith(GameId, req.params.gameId ?? body.gameId, 'game id');
    ctx.obs.appendKeys({ gameId, seq: body.expectedSeq });
    if (gameId !== body.gameId) throw badRequest('The gameId in the body does not match the URL.');
    const caller = await authenticate(req, ctx, 'answer-links');
    if (caller.answerLink) requireLinkedAnswer(caller.answerLink, body);
    if (caller.answerLink && answerLines(caller.answerLink.answer).length > 1)
      return linkedSequence(ctx, gameId, caller, caller.answerLink);
    // What a retry must repeat: the body without its key.
    const hash = requestHash(
      'undo' in body
        ? { gameId, expectedSeq: body.expectedSeq, undo: body.undo }
        : { gameId, expectedSeq: body.expectedSeq, move: body.move },
    );
    const link = caller.answerLink;
    const idem = { key: link ? answerLinkKey(ctx.secret, gameId, caller.email, link) : body.idempotencyKey, hash };
    // Where the command is bound: a link's own point of the game (an answer to a request: that request, whatever happened since), else the seq the player saw.
    const bind = link ? linkBinding(link) : { expectedSeq: body.expectedSeq };

    let seat = -1;
    // Undo in words ("undo", "accept", "refuse"; parse-line.ts) reads the seat's moves past the snapshot: the load takes the window.
    const word = 'move' in body && typeof body.move === 'string' ? undoWordOf(body.move) : null;
    const out = await handle(
      ctx,
      gameId,
      (g) => {
        seat = requireSeat(g.meta, caller);
        const linkAt = link ? requireLinkStands(g, seat, ctx.secret, caller.email, link) : null;
        if ('undo' in body) return { type: 'undo', seat, action: body.undo, expectedSeq: body.expectedSeq, idem };
        const via = link ? { via: 'link' as const } : {};
        if (typeof body.move === 'string')
          return parseLine(g, seat, body.move, { move: linkAt ?? body.expectedSeq, undo: bind }, { idem, ...via });
        return {
          type: 'move',
          seat,
          move: toEngineMove(body.move, seat),
          by: 'human',
          expectedSeq: linkAt ?? body.expectedSeq,
          idem,
          ...via,
        };
      },
      { window: !!link || !!word || 'undo' in body },
    );
    ctx.obs.appendKeys({ appliedSeq: out.appliedSeq, duplicate: out.kind === 'duplicate' });
    return moveResponse(ctx, out.game, seat, out.appliedSeq, out.kind === 'duplicate');
  }),
);

/**
 * The answer to a move (counted as accepted or repeated): the table after it as the seat sees it
 * (the GET's shape: the table renders it without a second request), with the seq the move got.
 */
async function moveResponse(ctx: Ctx, g: ReplayedGame, seat: number, appliedSeq: number, duplicate: boolean) {
  ctx.obs.metric(duplicate ? 'MovesRepeated' : 'MovesAccepted', 1);
  return json<TableResponse>(200, { ...(await tableResponse(ctx, g, seat)), appliedSeq, duplicate });
}

/**
 * An answer link that stands for several moves (a turn's "play treasures" then "buy Gold"): each line
 * through the pipeline in order, each under its own key of the link (move-lines.ts), the first at
 * the link's own seq. Refused as a whole when its first line is; once one is made, the response is
 * the game after the last made.
 */
async function linkedSequence(ctx: Ctx, gameId: string, caller: Caller, link: AnswerLinkClaims) {
  const g = await loadGame(ctx, gameId);
  const seat = requireSeat(g.meta, caller);
  const from = requireLinkStands(g, seat, ctx.secret, caller.email, link);
  const lines = answerLines(link.answer);
  const idem = (i: number) => ({
    key: answerLinkKey(ctx.secret, gameId, caller.email, link, i),
    hash: requestHash({ gameId, expectedSeq: link.seq, move: lines[i], line: i }),
  });
  const out = await makeLines(ctx, g, seat, lines, idem, { from, via: 'link' });
  if (out.lastSeq === null) throw out.refusal!;
  ctx.obs.appendKeys({ appliedSeq: out.lastSeq, duplicate: out.repeated, linesMade: out.report.done.length });
  return moveResponse(ctx, out.game, seat, out.lastSeq, out.repeated);
}

/** Times a move, and counts it refused (by its error code) when it throws. */
async function measured<T>(ctx: Ctx, move: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await move();
  } catch (e) {
    ctx.obs.metric('MovesRefused', 1, { code: e instanceof ApiFailure ? e.code : 'internal' });
    throw e;
  } finally {
    ctx.obs.metric('MoveLatency', performance.now() - started);
  }
}

/** An answer link makes exactly its answer; the page posts the seq the link was made for (where it acts: requireLinkStands). */
function requireLinkedAnswer(link: AnswerLinkClaims, body: SubmitMoveBody | SubmitUndoBody): void {
  if (
    'undo' in body ||
    body.expectedSeq !== link.seq ||
    typeof body.move !== 'string' ||
    body.move.trim() !== link.answer
  ) {
    throw forbidden('An answer link makes only its own answer, at the point of the game its mail was sent.');
  }
}
