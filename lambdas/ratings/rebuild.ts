// `npm run ratings:rebuild`: every rating recomputed from the logs of the rated games, in finish
// order, through the same plan as the projection (plan.ts), so it reaches the same figures. Every
// log is read and replayed first; one that does not replay (or does not end its game) stops the
// rebuild with the game named, before anything is written.
import type { Deps } from '../kernel/deps.js';
import { loadFull } from '../kernel/replay.js';
import type { PlayerRating, RatedGame } from '../store/rating-records.js';
import { gameFacts, type GameFacts } from './game-facts.js';
import { planGame } from './plan.js';
import { claimFreeHandle } from './project.js';

export interface RebuildResult {
  games: number;
  players: number;
}

/** A rated game's facts from its log, or an error naming the game. */
async function factsOf(d: Deps, gameId: string): Promise<GameFacts | null> {
  try {
    const meta = await d.store.getMeta(gameId);
    if (!meta) throw new Error('its META is missing');
    const state = await loadFull(d, gameId);
    if (!state.result) throw new Error('its log does not end the game');
    return gameFacts(meta, state.result, await d.store.events(gameId, 0, undefined, 'history'));
  } catch (e) {
    throw new Error(
      `The ratings were not rebuilt (nothing was written): game ${gameId} has a corrupt log: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
}

/** The plans of all `games` in finish order, from nothing; handles as the players have them. */
async function planAll(d: Deps, games: readonly GameFacts[]) {
  const stored = new Map<string, PlayerRating | null>();
  const handles = new Map<string, string>();
  for (const s of games.flatMap((g) => g.seats)) {
    if (s.email === null || stored.has(s.email)) continue;
    const r = await d.store.getPlayerRating(s.email);
    stored.set(s.email, r);
    handles.set(s.email, r?.handle ?? (await claimFreeHandle(d.store, s.name, s.email)));
  }
  const ratings = new Map<string, PlayerRating>();
  const plans: RatedGame[] = [];
  for (const facts of games) {
    const plan = planGame(facts, ratings, handles);
    for (const p of plan.players) ratings.set(p.after.email, p.after);
    plans.push({ ...plan, applied: true });
  }
  return { plans, ratings, stored };
}

export async function rebuildRatings(d: Deps): Promise<RebuildResult> {
  const ids = await d.store.ratedGames();
  const facts: GameFacts[] = [];
  for (const id of ids) {
    const f = await factsOf(d, id);
    if (f) facts.push(f);
  }
  facts.sort((a, b) => a.finishedAt - b.finishedAt || (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0));
  const { plans, ratings, stored } = await planAll(d, facts);
  for (const plan of plans) {
    await d.store.putRatedGame(plan, true);
    for (const p of plan.players) await d.store.putRatingEntry(p.after.email, p.entry);
  }
  for (const r of ratings.values()) {
    if (!(await d.store.putPlayerRating({ ...r, rev: stored.get(r.email)?.rev ?? 0 }))) {
      throw new Error(`The rating of ${r.handle} changed during the rebuild (a game ended): run the rebuild again.`);
    }
  }
  return { games: plans.length, players: ratings.size };
}
