// The ratings' projection: when a game has ended, its rating is planned once and written once per
// player. The plan is stored first, keyed on the game (GAME#<id> / RATED, a conditional put): a
// replayed projection finds it and only finishes applying it, so no game counts twice. Each
// player's rating is then written at the revision the plan read; a player whose rating another
// game moved meanwhile gets this game's change added to it (plan.ts applyChange), and a rating
// whose recent games name this one is already done.
import type { GameResult } from '../../engine/index.js';
import type { Store } from '../store/ports.js';
import type { GameMeta, LogRecord } from '../store/records.js';
import type { PlayerRating, RatedGame, RatedPlayer } from '../store/rating-records.js';
import { gameFacts, type GameFacts } from './game-facts.js';
import { applyChange, planGame } from './plan.js';
import { isRated } from './rules.js';

/** A handle for a new player: their seat name, or the first free "<name> 2", "<name> 3", … */
export async function claimFreeHandle(store: Store, name: string, email: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const handle = n === 1 ? name : `${name} ${n}`;
    if (await store.claimHandle(handle, email)) return handle;
  }
  throw new Error(`No free handle for "${name}".`);
}

/** The game's plan from the players' ratings as they stand (new players claim a handle). */
export async function planFromStore(store: Store, facts: GameFacts): Promise<RatedGame> {
  const humans = facts.seats.flatMap((s) => (s.email === null ? [] : [{ email: s.email, name: s.name }]));
  const found = await Promise.all(humans.map((h) => store.getPlayerRating(h.email)));
  const ratings = new Map<string, PlayerRating>();
  const handles = new Map<string, string>();
  for (const [i, h] of humans.entries()) {
    const r = found[i];
    if (r) ratings.set(h.email, r);
    else handles.set(h.email, await claimFreeHandle(store, h.name, h.email));
  }
  return planGame(facts, ratings, handles);
}

/** Writes one player's part of a rated game, unless it is written already. */
async function applyPlayer(store: Store, gameId: string, p: RatedPlayer): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = await store.getPlayerRating(p.after.email);
    if (now?.recentGames.includes(gameId)) return;
    const next = !now || now.rev === p.before.rev ? { ...p.after, rev: now?.rev ?? 0 } : applyChange(now, p, gameId);
    if (await store.putPlayerRating(next)) {
      await store.putRatingEntry(next.email, { ...p.entry, rating: next.rating });
      return;
    }
  }
  throw new Error(`The rating of ${gameId} could not be written: its players' ratings kept changing.`);
}

/** Writes each player's part of a rated game (a part already written is left alone). */
async function applyRatedGame(store: Store, rated: RatedGame): Promise<void> {
  for (const p of rated.players) await applyPlayer(store, rated.gameId, p);
}

/** Rates game `meta` (ended with `result`) once: plans it unless planned, then applies it. */
export async function rateFinishedGame(
  store: Store,
  meta: GameMeta,
  result: GameResult,
  records?: readonly LogRecord[],
): Promise<void> {
  if (!isRated(meta.seats)) return;
  let rated = await store.getRatedGame(meta.gameId);
  if (!rated) {
    const facts = gameFacts(meta, result, records ?? (await store.events(meta.gameId, 0, undefined, 'history')));
    if (!facts) return;
    const planned = await planFromStore(store, facts);
    rated = (await store.putRatedGame(planned)) ? planned : await store.getRatedGame(meta.gameId);
  }
  if (!rated || rated.applied) return;
  await applyRatedGame(store, rated);
  await store.putRatedGame({ ...rated, applied: true }, true);
}
