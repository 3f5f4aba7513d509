import 'server-only';
// The one module that talks to the game backend, over HTTP. The web server never writes game
// data itself: every move goes to the backend's move API as the signed-in player.
import type { CreateGameBody, GameSummary, SeatView } from '@lambdas/schemas';
import { signToken } from '@lambdas/tokens';
import type { GameView, LogEntry } from './engine';
import { config } from './config';
import type { MoveData } from './moves';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string; currentSeq?: number };

export interface GameResponse { gameId: string; status: GameSummary['status']; seat: number; seq: number; seats: SeatView[]; view: GameView | null }
export interface HistoryEvent { seq: number; at: string; seat: number | null; by: string | null; kind: string; text: string | null; log: LogEntry[] }
export interface HistoryResponse { gameId: string; seq: number; at: number; over: boolean; events: HistoryEvent[] }
export interface MoveResponse { gameId: string; appliedSeq: number; seq: number; duplicate: boolean; view: GameView | null }
export interface CreatedResponse { gameId: string; status: GameSummary['status']; seats: SeatView[]; kingdom: string[]; events: string[]; landmarks: string[] }

/** A short-lived bearer token for this player, signed with the backend's secret. */
const bearer = (email: string) => signToken(config.apiSecret(), { sub: email.toLowerCase(), exp: Date.now() + 5 * 60_000, use: 'session' });

async function call<T>(email: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(`${config.apiUrl()}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 503, code: 'unavailable', message: 'The game server cannot be reached. Try again in a moment.' };
  }
  const text = await res.text();
  let json: unknown;
  try { json = JSON.parse(text); } catch { json = undefined; }
  if (res.ok) return { ok: true, data: json as T };
  const err = (json as { error?: { code?: string; message?: string; currentSeq?: number } } | undefined)?.error;
  return {
    ok: false, status: res.status, code: err?.code ?? 'error',
    message: err?.message ?? `The game server answered ${res.status}.`,
    ...(typeof err?.currentSeq === 'number' ? { currentSeq: err.currentSeq } : {}),
  };
}

const g = (id: string) => `/games/${encodeURIComponent(id)}`;

export const api = {
  listGames: (email: string) => call<{ games: GameSummary[] }>(email, 'GET', '/games'),
  getGame: (email: string, gameId: string) => call<GameResponse>(email, 'GET', g(gameId)),
  history: (email: string, gameId: string, at?: number) =>
    call<HistoryResponse>(email, 'GET', `${g(gameId)}/history${at === undefined ? '' : `?at=${at}`}`),
  createGame: (email: string, body: CreateGameBody) => call<CreatedResponse>(email, 'POST', '/games', body),
  joinGame: (email: string, gameId: string) => call<{ gameId: string; status: string }>(email, 'POST', `${g(gameId)}/join`, {}),
  submitMove: (email: string, gameId: string, expectedSeq: number, idempotencyKey: string, move: MoveData) =>
    call<MoveResponse>(email, 'POST', `${g(gameId)}/moves`, { gameId, expectedSeq, idempotencyKey, move }),
};
