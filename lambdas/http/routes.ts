// The API's routes for the local HTTP server: the shared route table (route-table.ts, which the
// CDK app reads too) with each entry's handler function, and matching a method and path.
import { badRequest } from '../kernel/errors.js';
import { createGame } from './handlers/create-game.js';
import { joinGame, leaveGame } from './handlers/join-game.js';
import { exportLog, getGame, getHistory, listGames } from './handlers/read-game.js';
import { getProfile, updateProfile } from './handlers/preferences.js';
import { submitMove } from './handlers/submit-move.js';
import { listOpen, startOpen, takeSeat } from './handlers/open-games.js';
import { getLeaderboard, getPlayer } from './handlers/players.js';
import { answerRematchRoute, getRematch, proposeRematchRoute } from './handlers/rematch.js';
import { getChat, postChatMessage } from './handlers/chat.js';
import type { Handler, HttpRequest } from './http.js';
import { ROUTE_TABLE, type HandlerName, type RouteEntry } from './route-table.js';

/** Every handler the table names, by its export name (the type makes it complete, with no extras). */
export const HANDLERS: { readonly [K in HandlerName]: Handler } = {
  createGame,
  listGames,
  getGame,
  joinGame,
  leaveGame,
  submitMove,
  getHistory,
  exportLog,
  getProfile,
  updateProfile,
  listOpen,
  takeSeat,
  startOpen,
  getPlayer,
  getLeaderboard,
  proposeRematchRoute,
  answerRematchRoute,
  getRematch,
  getChat,
  postChatMessage,
};

export type Route = RouteEntry & { handler: Handler };

export const ROUTES: readonly Route[] = ROUTE_TABLE.map((r) => ({ ...r, handler: HANDLERS[r.exportName] }));

/** A path segment decoded, or a 400 for malformed percent-encoding ("%", "%zz", a cut UTF-8 sequence). */
function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw badRequest(`The path segment "${s.slice(0, 40)}" is not valid percent-encoding.`);
  }
}

/**
 * The route for a method and path, with its path parameters; a method mismatch is reported apart.
 * Throws a 400 (ApiFailure) when a path parameter is not valid percent-encoding.
 */
export function matchRoute(
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | 'method' | null {
  const parts = path.replace(/\/+$/, '').split('/');
  let wrongMethod = false;
  for (const route of ROUTES) {
    const want = route.path.split('/');
    if (want.length !== parts.length) continue;
    const ok = want.every((w, i) => (w.startsWith('{') ? parts[i] !== '' : w === parts[i]));
    if (!ok) continue;
    if (route.method !== method) {
      wrongMethod = true;
      continue;
    }
    const params = new Map<string, string>();
    want.forEach((w, i) => {
      if (w.startsWith('{')) params.set(w.slice(1, -1), decodeSegment(parts[i]));
    });
    return { route, params: Object.fromEntries(params) };
  }
  return wrongMethod ? 'method' : null;
}

export type { HttpRequest };
