// The sort key of a rating history entry, shared by both stores: by finish time, then game.
import { ratedOrder } from './rating-orders.js';
import type { RatingEntry } from './rating-records.js';

export const HISTORY_PREFIX = 'RATED#';
export const historySk = (e: RatingEntry) => `${HISTORY_PREFIX}${ratedOrder(e.at, e.gameId)}`;
