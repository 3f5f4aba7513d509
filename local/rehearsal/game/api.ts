// The API calls of the rehearsed game, each answer checked against the contract's schema (so
// nothing untyped leaves here): creating and joining the game, reading it (as a referee, without a
// sighting, or as the open table, with one), moves and undo over the session, an answer link's
// read and press (as the web's answer page does), and the player's mail settings.
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  CreatedResponse,
  GameResponse,
  HistoryResponse,
  TableResponse,
  JoinResponse,
  ProfileResponse,
  type CreateGameBody,
  type MoveData,
  type UndoAction,
} from '../../../contract/api.js';
import type { ApiAnswer, Surface } from '../surface.js';

export class ApiRefused extends Error {
  constructor(
    readonly what: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${what}: ${status} ${typeof body === 'string' ? body : JSON.stringify(body)}`);
  }
}

/** The answer's body when it has the status expected and fits the contract; else it throws, saying what was refused. */
function answerOf<T>(what: string, a: ApiAnswer, status: number, schema: z.ZodType<T>): T {
  if (a.status !== status) throw new ApiRefused(what, a.status, a.body);
  const parsed = schema.safeParse(a.body);
  if (!parsed.success)
    throw new Error(`${what}: the answer does not fit the contract: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

export const createGame = async (s: Surface, email: string, body: CreateGameBody) =>
  answerOf('create the game', await s.api(email, 'POST', '/games', body), 201, CreatedResponse);

export const joinGame = async (s: Surface, email: string, gameId: string) =>
  answerOf(`${email} joins`, await s.api(email, 'POST', `/games/${gameId}/join`), 200, JoinResponse);

/** The game as `email` sees it; `present`: as the open table reads it (a sighting that holds mail). */
export const readGame = async (s: Surface, email: string, gameId: string, present = false) =>
  answerOf(
    `read the game as ${email}`,
    await s.api(email, 'GET', `/games/${gameId}${present ? '?present=1' : ''}`),
    200,
    GameResponse,
  );

/** A move over the session, as the table's server action makes it (a fresh idempotency key per move). */
export const submitMove = async (s: Surface, email: string, gameId: string, expectedSeq: number, move: MoveData) =>
  answerOf(
    `${email} moves`,
    await s.api(email, 'POST', `/games/${gameId}/moves`, { gameId, expectedSeq, idempotencyKey: randomUUID(), move }),
    200,
    TableResponse,
  );

export const submitUndo = async (s: Surface, email: string, gameId: string, expectedSeq: number, undo: UndoAction) =>
  answerOf(
    `${email} undo ${undo}`,
    await s.api(email, 'POST', `/games/${gameId}/moves`, { gameId, expectedSeq, idempotencyKey: randomUUID(), undo }),
    200,
    TableResponse,
  );

/** An answer link's page: the game as its player sees it and where the link stands. */
export const readLink = async (s: Surface, token: string, gameId: string) =>
  answerOf('read an answer link', await s.apiWithToken(token, 'GET', `/games/${gameId}`), 200, GameResponse);

/**
 * The answer page's one press (web/lib/api.ts makeAnswer): the link's answer at the link's seq,
 * with the link's token. Null when the game moved on first (409), as the page then shows "stale".
 */
export async function pressLink(s: Surface, token: string, gameId: string, linkSeq: number, answer: string) {
  const a = await s.apiWithToken(token, 'POST', `/games/${gameId}/moves`, {
    gameId,
    expectedSeq: linkSeq,
    idempotencyKey: `answer-link-${linkSeq}`,
    move: answer,
  });
  return a.status === 409 ? null : answerOf('press an answer link', a, 200, TableResponse);
}

/** POST /me: e.g. `resumeMail` after a bounce, as the settings page asks. */
export const updateProfile = async (s: Surface, email: string, body: { resumeMail?: true }) =>
  answerOf(`${email} settings`, await s.api(email, 'POST', '/me', body), 200, ProfileResponse);

export const readProfile = async (s: Surface, email: string) =>
  answerOf(`${email} settings`, await s.api(email, 'GET', '/me'), 200, ProfileResponse);

/** The game's log in notation (GET /games/{id}/log), one line per live record. */
export async function gameLog(s: Surface, email: string, gameId: string): Promise<string[]> {
  const a = await s.api(email, 'GET', `/games/${gameId}/log`);
  if (a.status !== 200 || typeof a.body !== 'string') throw new ApiRefused('read the log', a.status, a.body);
  return a.body.split('\n').filter((l) => l.length > 0);
}

/** The game's history (GET /games/{id}/history): every live log record with its time. */
export const gameHistory = async (s: Surface, email: string, gameId: string) =>
  answerOf('read the history', await s.api(email, 'GET', `/games/${gameId}/history`), 200, HistoryResponse);

export type Game = z.infer<typeof GameResponse>;
