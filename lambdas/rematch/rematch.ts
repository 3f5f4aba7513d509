// A rematch, decided: the new game's META from the finished game's and its REMATCH record, pure
// like the lobby's decisions (lobby/lobby.ts). The same players (bots at their level), the same
// options (pace, undo, mail grace, open-game facts), a kingdom drawn like the last one (a new random
// draw from the new seed, the same recommended set, the same hand-picked cards), the seat order
// rotated by one. The proposer has accepted; every other human is asked (the lobby's invitation).
import { makeConfig, type GameConfig } from '../kernel/rules.js';
import { conflict, forbidden } from '../kernel/errors.js';
import { seatOf } from '../kernel/replay.js';
import { defaultTitle } from '../letters/game-title.js';
import { setsOf } from '../lobby/open-options.js';
import { start } from '../lobby/lobby.js';
import type { GameMeta, KingdomDraw, SeatRecord } from '../store/records.js';
import type { RematchRecord } from '../store/rematch-ports.js';

/** What makeConfig takes besides the players and the seed: how the kingdom is drawn. */
export type KingdomChoice = Omit<Parameters<typeof makeConfig>[0], 'players' | 'seed'>;

/** `xs` rotated by one: the second comes first, the first goes last. */
export function rotate<T>(xs: readonly T[]): T[] {
  return xs.length ? [...xs.slice(1), xs[0]] : [];
}

/**
 * The kingdom choice for the rematch: as asked last time, except that hand-picked cards (and games
 * from before the draw was kept) take the last game's resolved cards, so they come out the same.
 */
export function drawLike(meta: GameMeta): KingdomChoice {
  const draw: KingdomDraw | undefined = meta.draw;
  if (draw?.recommended) return { recommended: draw.recommended };
  if (draw && !draw.kingdom) {
    return {
      ...(draw.randomFrom ? { randomFrom: draw.randomFrom as KingdomChoice['randomFrom'] } : {}),
      ...(draw.events ? { events: [...draw.events] } : {}),
      ...(draw.landmarks ? { landmarks: [...draw.landmarks] } : {}),
      ...(draw.randomLandscapes !== undefined ? { randomLandscapes: draw.randomLandscapes } : {}),
    };
  }
  const c = meta.config;
  return { kingdom: [...c.kingdom], events: [...c.events], landmarks: [...c.landmarks] };
}

/** Refuses a rematch the caller may not propose: 403 for a non-seat, 409 for a game not `over`. Answers their seat. */
export function mayPropose(old: GameMeta, email: string, over: boolean): number {
  const seat = seatOf(old, email);
  if (seat === null) throw forbidden('You are not playing in this game: only its players may propose a rematch.');
  if (!over) throw conflict('This game is not over yet: a rematch is proposed once it has ended.');
  return seat;
}

/** The name the players gave the game (kept for the rematch), or null when it was named for its seats and kingdom. */
function givenTitle(old: GameMeta): string | null {
  const named = defaultTitle(
    old.seats.map((s) => s.name),
    old.config.kingdom,
  );
  return old.title && old.title !== named ? old.title : null;
}

/** The rematch's META: status open until every human has accepted (active at once when the proposer is the only human). */
export function rematchMeta(old: GameMeta, r: RematchRecord): GameMeta {
  const seats: SeatRecord[] = rotate(old.seats).map((s) => ({
    email: s.email,
    bot: s.bot,
    name: s.name,
    joined: s.bot !== null || s.email === r.by,
  }));
  const config: GameConfig = makeConfig({ players: seats.map((s) => s.name), seed: r.seed, ...drawLike(old) });
  if (old.config.reactions) config.reactions = rotate(old.config.reactions).map((x) => ({ ...x }));
  const open = old.open ? { open: { ...old.open, sets: setsOf(config) } } : {};
  return start({
    gameId: r.newGameId,
    createdAt: r.at,
    createdBy: r.by,
    status: 'open',
    seats,
    config,
    reminderEveryMs: old.reminderEveryMs,
    deadlineMs: old.deadlineMs,
    version: 1,
    ...(old.mailGraceMs !== undefined ? { mailGraceMs: old.mailGraceMs } : {}),
    title:
      givenTitle(old) ??
      defaultTitle(
        seats.map((s) => s.name),
        config.kingdom,
      ),
    ...(old.undo === false ? { undo: false } : {}),
    ...(old.vacation === false ? { vacation: false } : {}),
    ...open,
    ...(old.draw ? { draw: { ...old.draw } } : {}),
    rematchOf: old.gameId,
  });
}
