// The API's routes as plain data: method, path, the handler (module under http/handlers/ and its
// export) and the Lambda function that serves it. The local HTTP server (routes.ts) and the CDK app
// (infra/lib/handlers.ts) both read this table; it imports nothing, so the CDK app can load it
// without any handler code.

export interface RouteSpec {
  method: 'GET' | 'POST';
  /** API Gateway path; `{name}` is a path parameter. */
  path: string;
  /** The handler's module, http/handlers/<module>.ts. */
  module: string;
  /** The handler's export in that module (also the deployed entry module's export). */
  exportName: string;
  /** The Lambda function serving the route: its name suffix and entry module, kebab-case. */
  fn: string;
}

export const ROUTE_TABLE = [
  { method: 'POST', path: '/games', module: 'create-game', exportName: 'createGame', fn: 'create-game' },
  { method: 'GET', path: '/games', module: 'read-game', exportName: 'listGames', fn: 'list-games' },
  { method: 'GET', path: '/games/{gameId}', module: 'read-game', exportName: 'getGame', fn: 'get-game' },
  { method: 'POST', path: '/games/{gameId}/join', module: 'join-game', exportName: 'joinGame', fn: 'join-game' },
  { method: 'POST', path: '/games/{gameId}/leave', module: 'join-game', exportName: 'leaveGame', fn: 'leave-game' },
  { method: 'POST', path: '/games/{gameId}/moves', module: 'submit-move', exportName: 'submitMove', fn: 'submit-move' },
  { method: 'GET', path: '/games/{gameId}/history', module: 'read-game', exportName: 'getHistory', fn: 'get-history' },
  { method: 'GET', path: '/games/{gameId}/log', module: 'read-game', exportName: 'exportLog', fn: 'export-log' },
  { method: 'GET', path: '/open-games', module: 'open-games', exportName: 'listOpen', fn: 'list-open-games' },
  { method: 'POST', path: '/games/{gameId}/seat', module: 'open-games', exportName: 'takeSeat', fn: 'take-seat' },
  {
    method: 'POST',
    path: '/games/{gameId}/start',
    module: 'open-games',
    exportName: 'startOpen',
    fn: 'start-open-game',
  },
  { method: 'GET', path: '/me', module: 'preferences', exportName: 'getProfile', fn: 'get-profile' },
  { method: 'POST', path: '/me', module: 'preferences', exportName: 'updateProfile', fn: 'update-profile' },
  { method: 'GET', path: '/players/{name}', module: 'players', exportName: 'getPlayer', fn: 'get-player' },
  { method: 'GET', path: '/leaderboard', module: 'players', exportName: 'getLeaderboard', fn: 'get-leaderboard' },
  {
    method: 'POST',
    path: '/games/{gameId}/rematch',
    module: 'rematch',
    exportName: 'proposeRematchRoute',
    fn: 'propose-rematch',
  },
  {
    method: 'POST',
    path: '/games/{gameId}/rematch/answer',
    module: 'rematch',
    exportName: 'answerRematchRoute',
    fn: 'answer-rematch',
  },
  { method: 'GET', path: '/games/{gameId}/rematch', module: 'rematch', exportName: 'getRematch', fn: 'get-rematch' },
  { method: 'GET', path: '/games/{gameId}/chat', module: 'chat', exportName: 'getChat', fn: 'get-chat' },
  { method: 'POST', path: '/games/{gameId}/chat', module: 'chat', exportName: 'postChatMessage', fn: 'post-chat' },
] as const satisfies readonly RouteSpec[];

export type RouteEntry = (typeof ROUTE_TABLE)[number];
/** The export name of every API handler. */
export type HandlerName = RouteEntry['exportName'];
/** The name of every API function. */
export type ApiFunctionName = RouteEntry['fn'];
