// Which body each route answers with on success, keyed like the route table ("METHOD /path").
// GET /games/{gameId}/log answers plain text (the moves in notation), not JSON.
import type * as z from 'zod';
import { CreatedResponse, GameResponse, GamesResponse, JoinResponse, LeaveResponse } from './games.js';
import { HistoryResponse, TurnLogResponse } from './history.js';
import { TimelineResponse } from './timeline.js';
import { MoveResponse } from './moves.js';
import { ProfileResponse } from './profile.js';

export const RESPONSE_BODIES: ReadonlyMap<string, z.ZodType | readonly z.ZodType[] | 'text'> = new Map<string, z.ZodType | readonly z.ZodType[] | 'text'>([
  ['POST /games', CreatedResponse],
  ['GET /games', GamesResponse],
  ['GET /games/{gameId}', GameResponse],
  ['POST /games/{gameId}/join', JoinResponse],
  ['POST /games/{gameId}/leave', LeaveResponse],
  ['POST /games/{gameId}/moves', MoveResponse],
  // The whole history, with ?part=turn the turn in progress, with ?part=timeline every step's board.
  ['GET /games/{gameId}/history', [HistoryResponse, TurnLogResponse, TimelineResponse]],
  ['GET /games/{gameId}/log', 'text'],
  ['GET /me', ProfileResponse],
  ['POST /me', ProfileResponse],
]);
