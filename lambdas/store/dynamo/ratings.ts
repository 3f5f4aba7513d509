// Ratings on DynamoDB (docs/data-model.md, "Ratings"): USER#<email> / RATING (at its revision; on
// the LEADER index with enough games, the line in its sort key so the leaderboard is one query per
// shard and no item reads), USER#<email> / RATED#<at>#<gameId> (history), GAME#<id> / RATED (once;
// on the RATED index in finish order) and HANDLE#<key> / HANDLE (claimed once).
import type { Ratings } from '../rating-ports.js';
import {
  handleKey,
  LEADERBOARD_MIN_GAMES,
  type PlayerRating,
  type RatedGame,
  type RatingEntry,
} from '../rating-records.js';
import { leaderOrder, leaderRow, ratedOrder, ratedTarget } from '../rating-orders.js';
import { HISTORY_PREFIX, historySk } from '../rating-keys.js';
import { gamePk, strip, userPk, type DynamoTable } from './table.js';
import { readList, shardKey } from './index-keys.js';

const handlePk = (handle: string) => `HANDLE#${handleKey(handle)}`;

function leaderEntry(p: PlayerRating) {
  return p.played < LEADERBOARD_MIN_GAMES
    ? {}
    : {
        gsi1pk: shardKey('LEADER', p.email),
        gsi1sk: leaderOrder({ handle: p.handle, rating: p.rating, played: p.played, won: p.won }),
      };
}

export function dynamoRatings(t: DynamoTable): Ratings {
  return {
    async getPlayerRating(email) {
      const it = await t.get(userPk(email), 'RATING');
      return it ? strip<PlayerRating>(it) : null;
    },

    async putPlayerRating(p) {
      const wrote = await t.unlessConflict(() =>
        t.put({
          Item: { pk: userPk(p.email), sk: 'RATING', ...p, rev: p.rev + 1, ...leaderEntry(p) },
          ConditionExpression: p.rev === 0 ? 'attribute_not_exists(pk)' : 'rev = :r',
          ...(p.rev === 0 ? {} : { ExpressionAttributeValues: { ':r': p.rev } }),
        }),
      );
      if (wrote) p.rev++;
      return wrote;
    },

    async putRatingEntry(email, e) {
      await t.put({ Item: { pk: userPk(email), sk: historySk(e), ...e } });
    },

    async ratingHistory(email, limit) {
      const page = await t.queryPage({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
        ExpressionAttributeValues: { ':pk': userPk(email), ':h': HISTORY_PREFIX },
        ScanIndexForward: false,
        Limit: limit,
      });
      return page.items.map((it) => strip<RatingEntry>(it)).reverse();
    },

    async getRatedGame(gameId) {
      const it = await t.get(gamePk(gameId), 'RATED');
      return it ? strip<RatedGame>(it) : null;
    },

    async putRatedGame(r, replace) {
      return t.unlessConflict(() =>
        t.put({
          Item: {
            pk: gamePk(r.gameId),
            sk: 'RATED',
            ...r,
            gsi1pk: shardKey('RATED', r.gameId),
            gsi1sk: ratedOrder(r.finishedAt, r.gameId),
          },
          ...(replace ? {} : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      );
    },

    async ratedGames() {
      return (await readList(t, 'RATED')).map(ratedTarget);
    },

    async claimHandle(handle, email) {
      return t.unlessConflict(() =>
        t.put({
          Item: { pk: handlePk(handle), sk: 'HANDLE', email, handle },
          ConditionExpression: 'attribute_not_exists(pk) OR email = :e',
          ExpressionAttributeValues: { ':e': email },
        }),
      );
    },

    async handleOwner(handle) {
      const it = await t.get(handlePk(handle), 'HANDLE');
      return it ? String(it.email) : null;
    },

    async leaderboard(limit) {
      return (await readList(t, 'LEADER', { limit })).map(leaderRow);
    },
  };
}
