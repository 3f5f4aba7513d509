// After the rehearsed game: the routes around a game, each through its own deployed function under
// its own role, so a grant those functions lack is found here and not on AWS. At the finished game
// A says "good game" in the chat and B reads it; A proposes a rematch, B reads it and declines. The
// game (three humans) is rated: A reads the leaderboard and their player page. A opens a public game
// for three; B, away from today, finds it in Open games and takes a seat; C watches it and sees B
// "on vacation"; A starts it with a bot; B comes back, and C's view of the table follows.
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  ChatResponse,
  CreatedResponse,
  GameResponse,
  JoinResponse,
  LeaderboardResponse,
  OpenGamesResponse,
  PlayerResponse,
  ProfileResponse,
  RematchResponse,
} from '../../../contract/api.js';
import type { ApiAnswer, Surface } from '../surface.js';
import type { Humans } from './run.js';

export interface LobbyTourReport {
  /** API calls made, each answered with the status expected and a body that fits the contract. */
  calls: number;
  /** A's rated games as their player page shows them after the game. */
  ratedGames: number;
  /** Whether the open game started with B in a seat and a bot in the last. */
  openGameStarted: boolean;
  problems: string[];
}

/** One API call of the tour: the answer's body when it has the status expected and fits the contract, else null and a problem. */
type Call = <T>(what: string, answer: Promise<ApiAnswer>, status: number, schema: z.ZodType<T>) => Promise<T | null>;

/** Runs the tour; a refused call or an answer outside the contract is a problem, and the tour goes on where it can. */
export async function lobbyTour(
  s: Surface,
  humans: Humans,
  handleOfA: string,
  finishedId: string,
): Promise<LobbyTourReport> {
  const problems: string[] = [];
  let calls = 0;
  const call: Call = async (what, answer, status, schema) => {
    calls++;
    const a = await answer;
    const parsed = schema.safeParse(a.body);
    if (a.status === status && parsed.success) return parsed.data;
    problems.push(`${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
    return null;
  };
  await s.settle();
  await afterTheGame(s, humans, finishedId, call, problems);
  await call('the leaderboard', s.api(humans.a, 'GET', '/leaderboard'), 200, LeaderboardResponse);
  const page = await call(
    `${handleOfA}'s player page`,
    s.api(humans.a, 'GET', `/players/${encodeURIComponent(handleOfA)}`),
    200,
    PlayerResponse,
  );
  const started = await openGame(s, humans, call, problems);
  return { calls, ratedGames: page?.played ?? 0, openGameStarted: started, problems };
}

/** At the finished game: A says "good game" and B reads it; A proposes a rematch, B reads it and declines. */
async function afterTheGame(
  s: Surface,
  humans: Humans,
  finishedId: string,
  call: Call,
  problems: string[],
): Promise<void> {
  await call(
    'A chats',
    s.api(humans.a, 'POST', `/games/${finishedId}/chat`, { text: 'good game', idempotencyKey: randomUUID() }),
    200,
    ChatResponse,
  );
  const chat = await call('B reads the chat', s.api(humans.b, 'GET', `/games/${finishedId}/chat`), 200, ChatResponse);
  if (chat && !chat.messages.some((m) => m.text === 'good game')) problems.push("B does not see A's message");
  await call(
    'A proposes a rematch',
    s.api(humans.a, 'POST', `/games/${finishedId}/rematch`, { idempotencyKey: randomUUID() }),
    200,
    RematchResponse,
  );
  const rematch = await call(
    'B reads the rematch',
    s.api(humans.b, 'GET', `/games/${finishedId}/rematch`),
    200,
    RematchResponse,
  );
  if (rematch && !rematch.rematch) problems.push('B sees no rematch');
  await call(
    'B declines it',
    s.api(humans.b, 'POST', `/games/${finishedId}/rematch/answer`, { accept: false, idempotencyKey: randomUUID() }),
    200,
    RematchResponse,
  );
}

/** A opens a public game for three; B finds it and takes a seat, C watches, A starts it with a bot. Whether it started so. */
async function openGame(s: Surface, humans: Humans, call: Call, problems: string[]): Promise<boolean> {
  const created = await call(
    'open a public game',
    s.api(humans.a, 'POST', '/games', {
      seats: [],
      open: { seats: 3, public: true },
      recommended: 'First Game',
      title: 'After the rehearsal',
    }),
    201,
    CreatedResponse,
  );
  if (!created) return false;
  const id = created.gameId;
  const listed = await call('Open games', s.api(humans.b, 'GET', '/open-games?players=3'), 200, OpenGamesResponse);
  if (listed && !listed.games.some((g) => g.gameId === id)) problems.push('the open game is not in Open games');
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const away = { from: day(s.now()), until: day(s.now() + 3 * 86_400_000) };
  await call('B sets a time away', s.api(humans.b, 'POST', '/me', { away }), 200, ProfileResponse);
  await call('B takes a seat', s.api(humans.b, 'POST', `/games/${id}/seat`, {}), 200, JoinResponse);
  const watched = await call('C watches', s.api(humans.c, 'GET', `/games/${id}`), 200, GameResponse);
  if (watched && watched.seat !== null) problems.push('C, not seated, was given a seat');
  if (watched && watched.seats[1]?.awayUntil !== away.until)
    problems.push(`C does not see B on vacation until ${away.until}: ${JSON.stringify(watched.seats)}`);
  const start = await call(
    'A starts it with a bot',
    s.api(humans.a, 'POST', `/games/${id}/start`, { bot: 'easy' }),
    200,
    JoinResponse,
  );
  const started = start?.status === 'active' && start.seats.filter((x) => x.kind === 'bot').length === 1;
  if (start && !started) problems.push(`the open game did not start as asked: ${JSON.stringify(start.seats)}`);
  await call('B is back', s.api(humans.b, 'POST', '/me', { away: null }), 200, ProfileResponse);
  const after = await call('C watches again', s.api(humans.c, 'GET', `/games/${id}`), 200, GameResponse);
  if (after?.seats.some((x) => x.awayUntil)) problems.push(`C still sees someone away: ${JSON.stringify(after.seats)}`);
  await s.settle();
  return started;
}
