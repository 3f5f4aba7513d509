// The Lambda entry points, one named export per function. The backend exposes its API routes as
// an object keyed by route ("POST /games"); Lambda handler names must be plain identifiers, so each
// route is re-exported here under the name the stack gives it (see lib/handlers.ts).
import { apiHandlers, outboxHandler, reminderHandler, streamHandler } from '../../lambdas/aws.js';

function route(key: string) {
  const handler = apiHandlers[key];
  if (!handler) throw new Error(`The backend has no API handler for "${key}".`);
  return handler;
}

export const createGame = route('POST /games');
export const listGames = route('GET /games');
export const getGame = route('GET /games/{gameId}');
export const joinGame = route('POST /games/{gameId}/join');
export const leaveGame = route('POST /games/{gameId}/leave');
export const submitMove = route('POST /games/{gameId}/moves');
export const getHistory = route('GET /games/{gameId}/history');
export const exportLog = route('GET /games/{gameId}/log');
export { outboxHandler as sendOutbox, reminderHandler as runReminders, streamHandler as onStream };
