// What the player page and the leaderboard show, from the ratings' records: no email leaves here,
// and of a player's games only what anyone may see (title, players, status, winners).
import { BASIC_PILES } from '../../engine/setup/setup.js';
import { notFound } from '../kernel/errors.js';
import type { Store } from '../store/ports.js';
import type { UserGame } from '../store/records.js';
import { LEADERBOARD_MIN_GAMES, type PlayerRating } from '../store/rating-records.js';
import type { LeaderboardResponse, PlayerGame, PlayerResponse } from '../../contract/community/ratings.js';

/** How many rated games the chart shows, finished games the page lists, and favourite cards. */
const HISTORY_POINTS = 100;
const FINISHED_LISTED = 50;
const FAVOURITES = 5;
const LEADERBOARD_SIZE = 100;

const iso = (ms: number) => new Date(ms).toISOString();

function gameLine(g: UserGame): PlayerGame {
  return {
    gameId: g.gameId,
    title: g.title ?? g.players.join(', '),
    status: g.status,
    players: g.players,
    winners: g.winners ?? [],
    updatedAt: iso(g.updatedAt),
  };
}

/** The Kingdom cards bought most (the basic piles everyone buys say nothing of a taste), most first, then by name. */
export function favouriteCards(buys: PlayerRating['buys']): PlayerResponse['favouriteCards'] {
  const basic = new Set<string>(BASIC_PILES);
  return Object.entries(buys)
    .filter(([card]) => !basic.has(card))
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, FAVOURITES)
    .map(([card, bought]) => ({ card, bought }));
}

export async function playerPage(store: Store, handle: string): Promise<PlayerResponse> {
  const email = await store.handleOwner(handle);
  const rating = email === null ? null : await store.getPlayerRating(email);
  if (!email || !rating) throw notFound(`There is no rated player named "${handle}".`);
  const [history, games] = await Promise.all([store.ratingHistory(email, HISTORY_POINTS), store.userGames(email)]);
  const newestFirst = [...games].sort((a, b) => b.updatedAt - a.updatedAt);
  return {
    handle: rating.handle,
    rating: rating.rating,
    played: rating.played,
    won: rating.won,
    abandoned: rating.abandoned,
    history: history.map((e) => ({ ...e, at: iso(e.at) })),
    favouriteCards: favouriteCards(rating.buys),
    currentGames: newestFirst.filter((g) => g.status === 'active').map(gameLine),
    finishedGames: newestFirst
      .filter((g) => g.status === 'over')
      .slice(0, FINISHED_LISTED)
      .map(gameLine),
  };
}

/** The best LEADERBOARD_SIZE players with LEADERBOARD_MIN_GAMES rated games; equal ratings share a place. */
export async function leaderboard(store: Store): Promise<LeaderboardResponse> {
  const rows = await store.leaderboard(LEADERBOARD_SIZE);
  return {
    minGames: LEADERBOARD_MIN_GAMES,
    players: rows.map((r) => ({ place: 1 + rows.filter((o) => o.rating > r.rating).length, ...r })),
  };
}
