// Which body each route answers with on success, keyed like the route table ("METHOD /path").
// GET /games/{gameId}/log answers plain text (the moves in notation), not JSON.
import type * as z from 'zod';
import { CreatedResponse, GamesResponse, JoinResponse, LeaveResponse, TableResponse } from './games.js';
import { HistoryResponse, TurnLogResponse } from './history.js';
import { TimelineResponse } from './timeline.js';
import { ProfileResponse } from './profile.js';
import { OpenGamesResponse } from './community/open-games.js';
import { LeaderboardResponse, PlayerResponse } from './community/ratings.js';
import { RematchResponse } from './community/rematch.js';
import { ChatResponse } from './community/chat.js';

type BodySchema = z.ZodType | readonly z.ZodType[] | 'text';

const BODIES = {
  'POST /games': CreatedResponse,
  'GET /games': GamesResponse,
  // The table: the GET and a move answer the same shape.
  'GET /games/{gameId}': TableResponse,
  'POST /games/{gameId}/join': JoinResponse,
  'POST /games/{gameId}/leave': LeaveResponse,
  'POST /games/{gameId}/moves': TableResponse,
  // The whole history, with ?part=turn the turn in progress, with ?part=timeline every step's board.
  'GET /games/{gameId}/history': [HistoryResponse, TurnLogResponse, TimelineResponse],
  'GET /games/{gameId}/log': 'text',
  'GET /open-games': OpenGamesResponse,
  'POST /games/{gameId}/seat': JoinResponse,
  'POST /games/{gameId}/start': JoinResponse,
  'GET /me': ProfileResponse,
  'POST /me': ProfileResponse,
  'GET /players/{name}': PlayerResponse,
  'GET /leaderboard': LeaderboardResponse,
  'POST /games/{gameId}/rematch': RematchResponse,
  'POST /games/{gameId}/rematch/answer': RematchResponse,
  'GET /games/{gameId}/rematch': RematchResponse,
  'GET /games/{gameId}/chat': ChatResponse,
  'POST /games/{gameId}/chat': ChatResponse,
} as const satisfies Record<string, BodySchema>;

export const RESPONSE_BODIES: ReadonlyMap<string, BodySchema> = new Map<string, BodySchema>(Object.entries(BODIES));

/** A route key of the contract ("METHOD /path"). */
export type RouteKey = keyof typeof BODIES;

/** The type of a body a schema above checks: its inferred type, any of a list's, or text. */
type BodyOf<S> = S extends 'text'
  ? string
  : S extends readonly z.ZodType[]
    ? z.infer<S[number]>
    : S extends z.ZodType
      ? z.infer<S>
      : never;

/** The success body of each route, as a type (inferred from the schemas above, so the two cannot drift). */
export type ResponseBodies = { [K in RouteKey]: BodyOf<(typeof BODIES)[K]> };
