// The API's routes: the same table drives API Gateway (infra) and the local HTTP server.
import { createGame } from './handlers/create-game.js';
import { joinGame, leaveGame } from './handlers/join-game.js';
import { exportLog, getGame, getHistory, listGames } from './handlers/read-game.js';
import { getProfile, updateProfile } from './handlers/preferences.js';
import { submitMove } from './handlers/submit-move.js';
import type { Handler, HttpRequest } from './http.js';

export interface Route { method: 'GET' | 'POST'; path: string; handler: Handler }

export const ROUTES: readonly Route[] = [
  { method: 'POST', path: '/games', handler: createGame },
  { method: 'GET', path: '/games', handler: listGames },
  { method: 'GET', path: '/games/{gameId}', handler: getGame },
  { method: 'POST', path: '/games/{gameId}/join', handler: joinGame },
  { method: 'POST', path: '/games/{gameId}/leave', handler: leaveGame },
  { method: 'POST', path: '/games/{gameId}/moves', handler: submitMove },
  { method: 'GET', path: '/games/{gameId}/history', handler: getHistory },
  { method: 'GET', path: '/games/{gameId}/log', handler: exportLog },
  { method: 'GET', path: '/me', handler: getProfile },
  { method: 'POST', path: '/me', handler: updateProfile },
];

/** The route for a method and path, with its path parameters; a method mismatch is reported apart. */
export function matchRoute(method: string, path: string): { route: Route; params: Record<string, string> } | 'method' | null {
  const parts = path.replace(/\/+$/, '').split('/');
  let wrongMethod = false;
  for (const route of ROUTES) {
    const want = route.path.split('/');
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = want.every((w, i) => {
      if (w.startsWith('{')) { params[w.slice(1, -1)] = decodeURIComponent(parts[i]!); return parts[i] !== ''; }
      return w === parts[i];
    });
    if (!ok) continue;
    if (route.method !== method) { wrongMethod = true; continue; }
    return { route, params };
  }
  return wrongMethod ? 'method' : null;
}

export type { HttpRequest };
