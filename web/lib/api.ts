import 'server-only';
// The one module that talks to the game backend, over HTTP. The web server never writes game
// data itself: every move goes to the backend's move API as the signed-in player. Every body sent
// and answered is a shape of the API contract (@contract/api).
import type {
  CreatedResponse,
  CreateGameBody,
  GamesResponse,
  HistoryResponse,
  JoinResponse,
  LeaveResponse,
  MoveData,
  TableResponse,
  OpenGamesResponse,
  ProfileResponse,
  TimelineResponse,
  TurnLogResponse,
  UndoAction,
  UpdateProfileBody,
  PlayerResponse,
  LeaderboardResponse,
  RematchResponse,
} from '@contract/api';
import type { ChatResponse } from '@contract/api';
import { signToken } from '@auth/tokens';
import { config } from './config';

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; currentSeq?: number };

/** A short-lived bearer token for this player, signed with the backend's secret. */
const bearer = (email: string) =>
  signToken(config.apiSecret(), { aud: 'session', sub: email.toLowerCase() }, Date.now() + 5 * 60_000);

/**
 * Whom a call acts as: a signed-in player (their email: a short-lived session token is minted), or
 * the token of an email link (a game's one-click link, or the settings link), which the backend
 * accepts only where it applies.
 */
export type ApiCaller = string | { token: string };

async function call<T>(as: ApiCaller, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${config.apiUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${typeof as === 'string' ? bearer(as) : as.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      // The whole exchange, the answer's body included: a hung connection must not hold the page.
      signal: AbortSignal.timeout(config.apiTimeoutMs()),
    });
    text = await res.text();
  } catch (e) {
    if ((e as Error).name === 'TimeoutError') {
      return {
        ok: false,
        status: 504,
        code: 'timeout',
        message: 'The game server did not answer in time. Reload the page to see whether it was done.',
      };
    }
    return {
      ok: false,
      status: 503,
      code: 'unavailable',
      message: 'The game server cannot be reached. Try again in a moment.',
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (res.ok) return { ok: true, data: json as T };
  const err = (json as { error?: { code?: string; message?: string; currentSeq?: number } } | undefined)?.error;
  return {
    ok: false,
    status: res.status,
    code: err?.code ?? 'error',
    message: err?.message ?? `The game server answered ${res.status}.`,
    ...(typeof err?.currentSeq === 'number' ? { currentSeq: err.currentSeq } : {}),
  };
}

const g = (id: string) => `/games/${encodeURIComponent(id)}`;

export const api = {
  listGames: (as: ApiCaller) => call<GamesResponse>(as, 'GET', '/games'),
  /**
   * The table (a move answers the same shape). `present`: the player has the game's page open (its
   * load and polls): their "your move" mail waits while they do.
   */
  getGame: (as: ApiCaller, gameId: string, o: { present?: boolean } = {}) =>
    call<TableResponse>(as, 'GET', `${g(gameId)}${o.present ? '?present=1' : ''}`),
  history: (as: ApiCaller, gameId: string, at?: number) =>
    call<HistoryResponse>(as, 'GET', `${g(gameId)}/history${at === undefined ? '' : `?at=${at}`}`),
  /** Every event and the board at every step as this player may see them (the history steps locally). */
  timeline: (as: ApiCaller, gameId: string) => call<TimelineResponse>(as, 'GET', `${g(gameId)}/history?part=timeline`),
  /** The events of the turn in progress (the table's log): one small read, no replay. */
  turnLog: (as: ApiCaller, gameId: string) => call<TurnLogResponse>(as, 'GET', `${g(gameId)}/history?part=turn`),
  createGame: (as: ApiCaller, body: CreateGameBody) => call<CreatedResponse>(as, 'POST', '/games', body),
  /** Accepts an invitation; `name`: the name the player chose for their seat (else it keeps its own). */
  joinGame: (as: ApiCaller, gameId: string, name?: string) =>
    call<JoinResponse>(as, 'POST', `${g(gameId)}/join`, name === undefined ? {} : { name }),
  /** Leaves a game that has not started (the creator leaving cancels it). */
  leaveGame: (as: ApiCaller, gameId: string) => call<LeaveResponse>(as, 'POST', `${g(gameId)}/leave`, {}),
  submitMove: (as: ApiCaller, gameId: string, expectedSeq: number, idempotencyKey: string, move: MoveData) =>
    call<TableResponse>(as, 'POST', `${g(gameId)}/moves`, { gameId, expectedSeq, idempotencyKey, move }),
  /**
   * An answer link from a mail: its game as its player sees it, and where the link stands (read only),
   * and the one move it makes (its answer in notation, at the seq it was made for).
   */
  answerLink: (token: string, gameId: string) => call<TableResponse>({ token }, 'GET', g(gameId)),
  makeAnswer: (token: string, gameId: string, linkSeq: number, answer: string) =>
    // The backend files the move under the link's own idempotency key: any key here does.
    call<TableResponse>({ token }, 'POST', `${g(gameId)}/moves`, {
      gameId,
      expectedSeq: linkSeq,
      idempotencyKey: `answer-link-${linkSeq}`,
      move: answer,
    }),
  /** Takes moves back, asks to, or answers a request (the same route and pipeline as a move). */
  submitUndo: (as: ApiCaller, gameId: string, expectedSeq: number, idempotencyKey: string, undo: UndoAction) =>
    call<TableResponse>(as, 'POST', `${g(gameId)}/moves`, { gameId, expectedSeq, idempotencyKey, undo }),
  /** Open games with a free seat, newest first: `players` (2–6), `sets` (games using only these), `pace`. */
  openGames: (as: ApiCaller, f: { players?: string; sets?: readonly string[]; pace?: string } = {}) => {
    const q = new URLSearchParams({
      ...(f.players ? { players: f.players } : {}),
      ...(f.sets?.length ? { sets: f.sets.join(',') } : {}),
      ...(f.pace ? { pace: f.pace } : {}),
    }).toString();
    return call<OpenGamesResponse>(as, 'GET', `/open-games${q ? `?${q}` : ''}`);
  },
  /** Takes a free seat of an open game (the same seat again if this player holds one). */
  takeSeat: (as: ApiCaller, gameId: string) => call<JoinResponse>(as, 'POST', `${g(gameId)}/seat`, {}),
  /** The creator starts an open game now, a bot in each free seat. */
  startOpenGame: (as: ApiCaller, gameId: string) => call<JoinResponse>(as, 'POST', `${g(gameId)}/start`, {}),
  getProfile: (as: ApiCaller) => call<ProfileResponse>(as, 'GET', '/me'),
  updateProfile: (as: ApiCaller, body: UpdateProfileBody) => call<ProfileResponse>(as, 'POST', '/me', body),
  /** The same two, with the "Email settings" link's token (no sign-in; the backend accepts it for /me only). */
  profileByLink: (token: string) => call<ProfileResponse>({ token }, 'GET', '/me'),
  updateProfileByLink: (token: string, body: UpdateProfileBody) =>
    call<ProfileResponse>({ token }, 'POST', '/me', body),
  /** A player's page (by the name their rated games gave them) and the leaderboard. */
  getPlayer: (as: ApiCaller, name: string) => call<PlayerResponse>(as, 'GET', `/players/${encodeURIComponent(name)}`),
  leaderboard: (as: ApiCaller) => call<LeaderboardResponse>(as, 'GET', '/leaderboard'),
  /** A finished game's rematch (or a rematch's own state): read, proposed (or accepted when proposed), answered. */
  getRematch: (as: ApiCaller, gameId: string) => call<RematchResponse>(as, 'GET', `${g(gameId)}/rematch`),
  proposeRematch: (as: ApiCaller, gameId: string, idempotencyKey: string) =>
    call<RematchResponse>(as, 'POST', `${g(gameId)}/rematch`, { idempotencyKey }),
  answerRematch: (as: ApiCaller, gameId: string, accept: boolean, idempotencyKey: string) =>
    call<RematchResponse>(as, 'POST', `${g(gameId)}/rematch/answer`, { accept, idempotencyKey }),
  /** The game's chat (newest last) with the caller's last-read mark; a message (once per key); the caller's mute. */
  getChat: (as: ApiCaller, gameId: string) => call<ChatResponse>(as, 'GET', `${g(gameId)}/chat`),
  postChat: (as: ApiCaller, gameId: string, text: string, idempotencyKey: string) =>
    call<ChatResponse>(as, 'POST', `${g(gameId)}/chat`, { text, idempotencyKey }),
  muteChat: (as: ApiCaller, gameId: string, mute: boolean) =>
    call<ChatResponse>(as, 'POST', `${g(gameId)}/chat`, { mute }),
};
