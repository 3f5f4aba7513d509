// GET /games/{gameId} — the table: the caller's view, what happened since their move, what they may
// take back and the turn in progress (table.ts; a move answers the same) (with an answer link's
// token: where that answer stands; `?present=1`: the page is open, which holds their "your move"
// mail); GET /games/{gameId}/history?at=N — the log and the board as the caller may see them
// (?part=turn: the turn in progress; ?part=timeline: every step at once);
// GET /games/{gameId}/log — the moves in notation. Nothing here returns
// engine state: only view() output (revealedView() once a game is over) and redacted log entries.
// A spectator of a public game (seatOrSpectator: no seat) reads all three as a non-seat.
import { awayInGames } from '../../vacation/show.js';
import { movesPhrase } from '../../kernel/rules.js';
import { historyEvent, publicText } from '../../read/history-events.js';
import { historyAt, timelineFor } from '../../read/timeline.js';
import { liveRecords, loadGame } from '../../kernel/replay.js';
import { turnEvents, turnLogOf } from '../../read/table-parts.js';
import { tableResponse } from '../table-response.js';
import { catchUp } from '../../game/pipeline.js';
import { answerLinkStatus } from '../../inbound/answer-link.js';
import { markPresent } from '../../game/notices.js';
import { authenticate, endpoint, json, parseWith } from '../http.js';
import { notFound } from '../../kernel/errors.js';
import {
  GameId,
  GameQuery,
  HistoryQuery,
  type TableResponse,
  type GamesResponse,
  type HistoryResponse,
  type TimelineResponse,
  type TurnLogResponse,
} from '../../../contract/api.js';
import { requireSession, seatOrSpectator } from '../authorise.js';

export const getGame = endpoint(async (req, ctx) => {
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const q = parseWith(GameQuery, req.query, 'query');
  // An answer link's confirmation page shows the game, and where the link stands.
  const caller = await authenticate(req, ctx, 'answer-links');
  const loaded = await loadGame(ctx, gameId);
  const seat = seatOrSpectator(loaded.meta, caller);
  const seen =
    seat !== null && q.present && loaded.state && !loaded.state.result
      ? markPresent(ctx, gameId, seat, ctx.now())
      : undefined;
  // Bots owe a decision after a crash between a human's move and theirs: they catch up first.
  const g = await catchUp(ctx, loaded);
  const table = await tableResponse(ctx, g, seat);
  await seen;
  return json<TableResponse>(200, {
    ...table,
    ...(caller.answerLink && seat !== null
      ? { answerLink: answerLinkStatus(g, seat, ctx.secret, caller.email, caller.answerLink) }
      : {}),
  });
});

/**
 * The history up to seq `at` (default: the last; `part=turn`: the turn in progress only), from one replay of the whole log: the events up
 * to `at` with their log redacted for the caller; the board at `at` as the caller saw it then (once
 * the game is over: as everyone sees it, every hand revealed); where each turn starts; the VP
 * timeline — every player's line and the final decks once the game is over, only the caller's own
 * line before.
 */
export const getHistory = endpoint(async (req, ctx) => {
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const q = parseWith(HistoryQuery, req.query, 'query');
  const caller = await authenticate(req, ctx);
  const meta = await ctx.store.getMeta(gameId);
  if (!meta) throw notFound(`There is no game ${gameId}.`);
  const seat = seatOrSpectator(meta, caller);
  const started = meta.status !== 'open' && meta.status !== 'cancelled';
  if (q.part === 'turn') {
    // The table's log: the turn in progress only, no replay.
    const events = started ? await turnEvents(ctx.store, gameId) : [];
    const over = events.some((ev) => ev.log?.some((e) => e.kind === 'gameOver'));
    return json<TurnLogResponse>(200, {
      gameId,
      seq: events.at(-1)?.seq ?? -1,
      ...turnLogOf(
        events.map((ev) => historyEvent(ev, seat, over)),
        over,
      ),
    });
  }
  if (q.part === 'timeline')
    return json<TimelineResponse>(
      200,
      timelineFor(
        meta,
        started ? await ctx.store.events(gameId, 0, undefined, 'history') : [],
        seat,
        ctx.timelineMaxSteps,
      ),
    );
  // Log and text only up to `at`; the rest with the replay fields only.
  const [head, tail] = started
    ? await Promise.all([
        ctx.store.events(gameId, 0, q.at, 'history'),
        q.at === undefined ? [] : ctx.store.events(gameId, q.at + 1),
      ])
    : [[], []];
  return json<HistoryResponse>(200, historyAt(meta, [...head, ...tail], seat, q.at));
});

export const exportLog = endpoint(async (req, ctx) => {
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const g = await loadGame(ctx, gameId);
  const seat = seatOrSpectator(g.meta, caller);
  const over = !!g.state?.result;
  const events = g.state ? liveRecords(await ctx.store.events(gameId, 1, undefined, 'history')) : [];
  const lines = [
    `# Dominion by Mail, game ${gameId}`,
    `# players: ${g.meta.seats.map((s) => s.name).join(', ')}`,
    `# kingdom: ${g.meta.config.kingdom.join(', ')}`,
    ...(g.meta.config.events.length ? [`# events: ${g.meta.config.events.join(', ')}`] : []),
    ...(g.meta.config.landmarks.length ? [`# landmarks: ${g.meta.config.landmarks.join(', ')}`] : []),
    ...events.map((ev) =>
      ev.kind === 'undo'
        ? `# ${ev.seq} ${g.meta.seats[ev.seat].name}: undo ${ev.undo.action}${ev.undo.action === 'take' ? ` (${movesPhrase(ev.undo.count)} of ${g.meta.seats[ev.undo.of].name})` : ''}`
        : `${ev.seq} ${ev.kind === 'move' ? g.meta.seats[ev.seat].name : 'start'}: ${publicText(ev, seat, over)}${ev.by === 'deadline' ? '  # by the deadline bot' : ''}`,
    ),
  ];
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: `${lines.join('\n')}\n`,
  };
});

export const listGames = endpoint(async (req, ctx) => {
  const caller = await authenticate(req, ctx);
  requireSession(caller);
  const games = await ctx.store.userGames(caller.email);
  games.sort((a, b) => Number(b.yourMove) - Number(a.yourMove) || b.updatedAt - a.updatedAt);
  const away = await awayInGames(ctx.store, games, caller.email, ctx.now());
  return json<GamesResponse>(200, {
    games: games.map((x) => ({
      ...x,
      updatedAt: new Date(x.updatedAt).toISOString(),
      ...(away.has(x.gameId) ? { away: away.get(x.gameId)! } : {}),
    })),
  });
});
