// The web side of privacy and access: server actions check their input with zod and act as the
// signed-in player (never as a player the client names); a game page ignores the one-click link's
// token (it is no session); failures show the backend's message, never a stack; names with markup
// are shown as text everywhere a name appears.
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const session = vi.hoisted(() => ({ email: 'alice@example.com' }));
vi.mock('@/lib/auth', () => ({ requireEmail: vi.fn(async () => session.email) }));
// Game pages act as the signed-in player (a game's link cookie is for signed-out devices only).
vi.mock('@/lib/game-link', () => ({
  requireGameCaller: vi.fn(async () => ({ as: session.email, email: session.email })),
}));
const api = vi.hoisted(() => ({
  getGame: vi.fn(),
  turnLog: vi.fn(),
  submitMove: vi.fn(),
  joinGame: vi.fn(),
  history: vi.fn(),
  timeline: vi.fn(),
  updateProfile: vi.fn(),
  updateProfileByLink: vi.fn(),
  profileByLink: vi.fn(),
  getProfile: vi.fn(),
  listGames: vi.fn(),
  createGame: vi.fn(),
  getChat: vi.fn(),
}));
vi.mock('@/lib/api', () => ({ api }));

import { joinGame, loadTable, sendMove } from '@/app/games/[id]/actions';
import GamePage from '@/app/games/[id]/page';
import HistoryPage from '@/app/games/[id]/history/page';
import ErrorPage from '@/app/error';
import { saveSettings, saveSettingsByLink } from '@/app/settings/actions';
import { GameList } from '@/components/lobby/game-list';
import { HistoryBoard } from '@/components/history/history-board';
import { VpChart } from '@/components/history/vp-chart';
import { game, KINGDOM } from '../support/engine-game';

const GAME = 'g4mE_id-01';
const valid = { gameId: GAME, expectedSeq: 3, idempotencyKey: 'key-12345678', move: { type: 'endPhase' } };
const form = (o: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(o)) fd.set(k, v);
  return fd;
};
const calls = () => Object.values(api).reduce((n, f) => n + f.mock.calls.length, 0);

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  session.email = 'alice@example.com';
  const g = game(KINGDOM);
  api.getGame.mockResolvedValue({
    ok: true,
    data: { gameId: GAME, status: 'active', seat: 0, seq: 0, seats: [], view: g.view(0) },
  });
  api.turnLog.mockResolvedValue({ ok: true, data: { gameId: GAME, seq: 0, over: false, events: [] } });
});

describe('server actions: input checked, the player taken from the session', () => {
  it('refuses malformed moves before calling the backend', async () => {
    const bad: unknown[] = [
      null,
      'end',
      [],
      { ...valid, gameId: '../me' },
      { ...valid, gameId: 'a/b/c/d/e/f' },
      { ...valid, gameId: '' },
      // The client cannot name the player: extra fields are refused, not passed on.
      { ...valid, email: 'bob@example.com' },
      { ...valid, seat: 1 },
      { ...valid, move: { type: 'endPhase', player: 1 } },
      { ...valid, expectedSeq: -1 },
      { ...valid, expectedSeq: 1.5 },
      { ...valid, idempotencyKey: 'short' },
      { ...valid, move: { type: 'buy', card: 'x'.repeat(41) } },
      { ...valid, move: { type: 'answer', answer: { kind: 'cards', cards: Array(61).fill('Copper') } } },
    ];
    for (const input of bad) {
      expect(await sendMove(input), JSON.stringify(input)).toEqual({
        ok: false,
        message: 'That move is not well formed.',
      });
    }
    expect(calls()).toBe(0);
  });

  it("sends a move as the signed-in player, and shows a refusal with the backend's message only", async () => {
    session.email = 'carol@example.com';
    api.submitMove.mockResolvedValueOnce({ ok: true, data: {} });
    const r = await sendMove(valid);
    expect(r.ok).toBe(true);
    expect(api.submitMove).toHaveBeenCalledWith('carol@example.com', GAME, 3, 'key-12345678', { type: 'endPhase' });
    expect(api.getGame).toHaveBeenCalledWith('carol@example.com', GAME, { present: true });
    api.submitMove.mockResolvedValueOnce({
      ok: false,
      status: 403,
      code: 'forbidden',
      message: 'It is not your move: waiting for Bob.',
    });
    expect(await sendMove(valid)).toEqual({ ok: false, message: 'It is not your move: waiting for Bob.' });
  });

  it('loads and joins only well-formed game ids, as the signed-in player', async () => {
    for (const id of ['../me', 'x', 'a b c d e f', `${GAME}?token=abc`, 'é'.repeat(8)]) {
      expect(await loadTable(id)).toEqual({ ok: false, message: 'Not a game id.' });
      expect(await joinGame(id)).toEqual({ ok: false, message: 'Not a game id.' });
    }
    expect(calls()).toBe(0);
    api.joinGame.mockResolvedValueOnce({ ok: true, data: { gameId: GAME, status: 'active' } });
    expect(await joinGame(GAME)).toEqual({ ok: true });
    expect(api.joinGame).toHaveBeenCalledWith('alice@example.com', GAME);
  });

  it("settings: the session's own, or a link token of the right shape; names checked before sending", async () => {
    const empty = {};
    expect((await saveSettingsByLink(empty, form({ token: 'not a token', notify: 'turn' }))).error).toMatch(
      /not valid/,
    );
    expect(
      (await saveSettingsByLink(empty, form({ token: 'abc.def.ghi', displayName: '\u202Eecila', notify: 'turn' })))
        .error,
    ).toMatch(/invisible/);
    expect((await saveSettings(empty, form({ displayName: 'Bob\u200B', notify: 'turn' }))).error).toMatch(/invisible/);
    expect(calls()).toBe(0);
    api.updateProfile.mockResolvedValueOnce({
      ok: true,
      data: {
        email: 'alice@example.com',
        displayName: 'Al',
        defaultName: 'alice',
        notify: 'turn',
        undeliverable: null,
      },
    });
    await saveSettings(empty, form({ displayName: 'Al', notify: 'turn', email: 'bob@example.com' }));
    expect(api.updateProfile).toHaveBeenCalledWith('alice@example.com', { displayName: 'Al', notify: 'turn' });
  });
});

describe('pages', () => {
  it("a game page ignores a one-click link's token: it reads the game as the signed-in player", async () => {
    const token = 'eyJzdWIiOiJib2JAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl';
    api.getChat.mockResolvedValue({ ok: false, status: 404, code: 'not-found', message: 'No chat here.' });
    await GamePage({ params: Promise.resolve({ id: GAME }), searchParams: Promise.resolve({ token }) } as Parameters<
      typeof GamePage
    >[0]);
    expect(api.getGame).toHaveBeenCalledWith('alice@example.com', GAME, { present: true });
    for (const f of Object.values(api))
      for (const args of f.mock.calls) expect(JSON.stringify(args)).not.toContain(token);
  });

  it('the history page passes `at` on as a whole number and shows a refusal as the backend worded it', async () => {
    // A game too long for one timeline (413): the page steps with `at`, one request a step.
    api.timeline.mockResolvedValue({
      ok: false,
      status: 413,
      code: 'payload-too-large',
      message:
        'This game has 3001 moves, more than one timeline holds (3000): step through the history move by move (?at=N).',
    });
    api.history.mockResolvedValue({
      ok: false,
      status: 400,
      code: 'bad-request',
      message: 'Invalid query: at: at is a seq: at most 9999999999.',
    });
    const at = async (value: string | undefined) => {
      api.history.mockClear();
      const page = await HistoryPage({
        params: Promise.resolve({ id: GAME }),
        searchParams: Promise.resolve(value === undefined ? {} : { at: value }),
      });
      return { arg: api.history.mock.calls[0]?.[2] as unknown, page };
    };
    expect((await at(undefined)).arg).toBeUndefined();
    expect((await at('-5')).arg).toBe(0);
    expect((await at('abc')).arg).toBe(0);
    expect((await at('12')).arg).toBe(12);
    const { arg, page } = await at('99999999999');
    expect(arg).toBe(99999999999);
    const { container } = render(page);
    expect(container.textContent).toContain('Invalid query: at: at is a seq');
    expect(api.history.mock.calls[0][0]).toBe('alice@example.com');
    const bad = await HistoryPage({ params: Promise.resolve({ id: '../../me' }), searchParams: Promise.resolve({}) });
    expect(render(bad).container.textContent).toContain('Not a game id.');
  });

  it('an unexpected error shows a plain message, never the error or its stack', () => {
    const error = Object.assign(new Error('secret detail from the server'), {
      stack: 'Error: secret\n    at handler (/srv/app/lambdas/game.ts:12:3)',
    });
    const { container } = render(<ErrorPage error={error} reset={() => {}} />);
    expect(container.textContent).toContain('Something went wrong');
    expect(container.textContent).not.toMatch(/secret|\/srv|game\.ts/);
  });
});

describe('names with markup are text', () => {
  const evil = '<img src=x onerror="alert(1)">';
  it('in the games list, the history board and the VP chart', () => {
    const g = game(KINGDOM, undefined, [evil, 'Bob']);
    const list = render(
      <GameList
        games={[
          {
            gameId: GAME,
            status: 'active',
            seat: 1,
            yourMove: true,
            seq: 3,
            players: [evil, 'Bob'],
            updatedAt: '2030-01-01T00:00:00.000Z',
          },
        ]}
        now={Date.parse('2030-01-01T01:00:00Z')}
      />,
    );
    const board = render(<HistoryBoard view={g.view(1)} log={g.log} logTitle="Turn 1" />);
    const chart = render(
      <VpChart
        points={[
          { turn: 0, seq: 0, vp: [3, 3] },
          { turn: 1, seq: 5, vp: [3, 9] },
        ]}
        names={[evil, 'Bob']}
        over
      />,
    );
    for (const { container } of [list, board, chart]) {
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).toContain(evil);
    }
    expect(chart.container.querySelector('svg')!.getAttribute('aria-label')).toContain(evil);
  });
});
