// GET /games/{gameId} — the caller's view; GET /games/{gameId}/history?at=N — the log as the caller
// may see it; GET /games/{gameId}/log — the moves in notation. Nothing here returns engine state:
// only view() output and redacted log entries.
import { redactEntry, view } from '../engine.js';
import { loadGame, project, runBots, type Loaded } from '../game.js';
import { authenticate, endpoint, json, parseWith, type Ctx } from '../http.js';
import { GameId, HistoryQuery } from '../schemas.js';
import type { GameEvent } from '../store.js';
import { requireSeat, seatsView } from '../access.js';

/** Bots owe a decision after a crash between a human's move and theirs: let them catch up. */
async function catchUpBots(ctx: Ctx, g: Loaded): Promise<void> {
  const from = g.seq + 1;
  if (g.state && (await runBots(ctx, g)) > 0) await ctx.afterAppend(g.meta.gameId, () => project(ctx, g, g.events.filter((e) => e.seq >= from)));
}

export const getGame = endpoint(async (req, ctx) => {
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const g = await loadGame(ctx, gameId);
  const seat = requireSeat(g.meta, caller);
  await catchUpBots(ctx, g);
  return json(200, { gameId, status: g.state?.result ? 'over' : g.meta.status, seat, seq: g.seq, seats: seatsView(g.meta, seat), view: g.state ? view(g.state, seat) : null });
});

/** An event's text as `viewer` may see it: others' answers stay private until the game ends. */
function publicText(ev: GameEvent, viewer: number, over: boolean): string | undefined {
  if (!ev.text) return undefined;
  return over || ev.seat === viewer || ev.move?.type !== 'answer' ? ev.text : 'answers';
}

export const getHistory = endpoint(async (req, ctx) => {
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const q = parseWith(HistoryQuery, req.query, 'query');
  const caller = await authenticate(req, ctx);
  const g = await loadGame(ctx, gameId);
  const seat = requireSeat(g.meta, caller);
  const over = !!g.state?.result;
  const events = g.state ? await ctx.store.events(gameId, 0, q.at, true) : [];
  return json(200, {
    gameId, seq: g.seq, at: q.at ?? g.seq, over,
    events: events.map((ev) => ({
      seq: ev.seq, at: new Date(ev.at).toISOString(), seat: ev.seat ?? null, by: ev.by ?? null, kind: ev.kind,
      text: publicText(ev, seat, over) ?? null,
      log: (ev.log ?? []).map((e) => redactEntry(e, seat, over)),
    })),
  });
});

export const exportLog = endpoint(async (req, ctx) => {
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const g = await loadGame(ctx, gameId);
  const seat = requireSeat(g.meta, caller);
  const over = !!g.state?.result;
  const events = g.state ? await ctx.store.events(gameId, 1, undefined, true) : [];
  const lines = [
    `# Dominion by Mail, game ${gameId}`,
    `# players: ${g.meta.seats.map((s) => s.name).join(', ')}`,
    `# kingdom: ${g.meta.config.kingdom.join(', ')}`,
    ...(g.meta.config.events.length ? [`# events: ${g.meta.config.events.join(', ')}`] : []),
    ...(g.meta.config.landmarks.length ? [`# landmarks: ${g.meta.config.landmarks.join(', ')}`] : []),
    ...events.map((ev) => `${ev.seq} ${g.meta.seats[ev.seat!]!.name}: ${publicText(ev, seat, over)}${ev.by === 'deadline' ? '  # by the deadline bot' : ''}`),
  ];
  return { statusCode: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: `${lines.join('\n')}\n` };
});

export const listGames = endpoint(async (req, ctx) => {
  const caller = await authenticate(req, ctx);
  const games = await ctx.store.userGames(caller.email);
  games.sort((a, b) => Number(b.yourMove) - Number(a.yourMove) || b.updatedAt - a.updatedAt);
  return json(200, { games: games.map((x) => ({ ...x, updatedAt: new Date(x.updatedAt).toISOString() })) });
});
