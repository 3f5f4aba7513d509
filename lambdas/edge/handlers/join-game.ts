// POST /games/{gameId}/join — accept an invitation; the last acceptance starts the game.
// POST /games/{gameId}/leave — leave a game that has not started (the creator leaving cancels it;
// when everyone left has accepted, it starts).
import { badRequest } from '../../app/errors.js';
import { appendStart, project, runBots } from '../../app/game.js';
import { authenticate, endpoint, json, parseBody, parseWith, type Ctx } from '../http.js';
import { EmptyBody, GameId } from '../../../contract/api.js';
import { Conflict, expiryAfter, KEEP_DAYS, type GameMeta } from '../../store/records.js';
import { requireSeat, seatsView } from '../access.js';
import { notFound } from '../../app/errors.js';

/** Reads META, changes it, writes it back if nobody else did meanwhile (a few tries). */
async function updateMeta(ctx: Ctx, gameId: string, change: (m: GameMeta) => boolean): Promise<GameMeta> {
  for (let attempt = 0; ; attempt++) {
    const meta = await ctx.store.getMeta(gameId);
    if (!meta) throw notFound(`There is no game ${gameId}.`);
    const prev = meta.version;
    if (!change(meta)) return meta;
    try {
      await ctx.store.replaceMeta(meta, prev);
      return meta;
    } catch (e) {
      if (!(e instanceof Conflict) || attempt >= 5) throw e;
    }
  }
}

export const joinGame = endpoint(async (req, ctx) => {
  parseBody(req, EmptyBody);
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const displayName = (await ctx.store.getProfile(caller.email))?.displayName;
  let seat = -1;
  let started = false;
  const meta = await updateMeta(ctx, gameId, (m) => {
    seat = requireSeat(m, caller);
    if (m.status !== 'open' || m.seats[seat]!.joined) return false;
    m.seats[seat]!.joined = true;
    if (displayName && m.seats[seat]!.autoName) takeName(m, seat, displayName);
    started = m.seats.every((s) => s.joined);
    if (started) m.status = 'active';
    return true;
  });
  if (meta.status === 'cancelled') throw badRequest('This game was cancelled.');
  const now = ctx.now();
  await ctx.store.putUserGame(caller.email, { gameId, seat, status: meta.status, yourMove: false, seq: -1, players: meta.seats.map((s) => s.name), updatedAt: now });
  if (started) {
    const g = await appendStart(ctx, meta);
    await runBots(ctx, g);
    await ctx.afterAppend(gameId, () => project(ctx, g, g.events));
  }
  return json(200, { gameId, status: meta.status, seats: seatsView(meta, seat) });
});

/** Seat `seat` takes the player's display name (numbered if another seat has it), before the start. */
function takeName(m: GameMeta, seat: number, name: string): void {
  const taken = (n: string) => m.seats.some((s, i) => i !== seat && s.name.toLowerCase() === n.toLowerCase());
  let unique = name;
  for (let k = 2; taken(unique); k++) unique = `${name} ${k}`;
  m.seats[seat] = { ...m.seats[seat]!, name: unique, autoName: false };
  m.config = { ...m.config, players: m.seats.map((s) => s.name) };
}

export const leaveGame = endpoint(async (req, ctx) => {
  parseBody(req, EmptyBody);
  const gameId = parseWith(GameId, req.params.gameId, 'game id');
  const caller = await authenticate(req, ctx);
  const now = ctx.now();
  const meta = await updateMeta(ctx, gameId, (m) => {
    const seat = requireSeat(m, caller);
    if (m.status !== 'open') throw badRequest('Only a game that has not started can be left.');
    if (seat === 0 || m.seats.length <= 2) {
      m.status = 'cancelled';
      m.expiresAt = expiryAfter(now, KEEP_DAYS);
    }
    else {
      m.seats.splice(seat, 1);
      m.config = { ...m.config, players: m.seats.map((s) => s.name) };
      // Everyone left has accepted (e.g. the creator and bots): the game starts without them.
      if (m.seats.every((s) => s.joined)) m.status = 'active';
    }
    return true;
  });
  await ctx.store.deleteUserGame(caller.email, gameId);
  await Promise.all(meta.seats.map((s, seat) => s.email && s.email !== caller.email && ctx.store.putUserGame(s.email, {
    gameId, seat, status: meta.status, yourMove: meta.status === 'open' && !s.joined, seq: -1, players: meta.seats.map((x) => x.name), updatedAt: now,
    ...(meta.expiresAt ? { expiresAt: meta.expiresAt } : {}),
  })));
  if (meta.status === 'active') {
    const g = await appendStart(ctx, meta);
    await runBots(ctx, g);
    await ctx.afterAppend(gameId, () => project(ctx, g, g.events));
  }
  return json(200, { gameId, status: meta.status });
});
