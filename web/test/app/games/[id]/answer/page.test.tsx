// An answer link's page: showing it never makes a move (a mail scanner may open it); it shows the
// answer, the question and the player's own view with one button; a used, stale or refused link
// says so and what waits now; a bad token shows nothing of the game. The press (a server action)
// makes exactly the link's answer at the link's seq — never what the form claims — with the link's
// own token, then shows the link again.
import { cleanup, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const nav = vi.hoisted(() => ({
  redirect: vi.fn((to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  }),
}));
vi.mock('next/navigation', () => nav);
const claims = vi.hoisted(() => ({
  value: null as null | { aud: 'answer'; sub: string; gid: string; seq: number; ans: string; exp: number },
}));
vi.mock('@/lib/game-link', () => ({
  answerLinkClaims: vi.fn(async (token: unknown, gameId: string) =>
    token === 'good-token' && claims.value?.gid === gameId ? claims.value : null,
  ),
}));
const api = vi.hoisted(() => ({ answerLink: vi.fn(), makeAnswer: vi.fn() }));
vi.mock('@/lib/api', () => ({ api }));

import AnswerLinkPage from '@/app/games/[id]/answer/page';
import { confirmAnswer } from '@/app/games/[id]/answer/actions';
import { game, KINGDOM } from '../../../../support/engine-game';

const GAME = 'g4mE_id-07';
/** Alice plays Militia; Bob holds three Coppers and two Estates. */
const militia = () =>
  game(KINGDOM, {
    firstPlayer: 0,
    players: {
      0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
      1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
    },
  }).do(0, 'play Militia');
const page = async (token = 'good-token') =>
  render(await AnswerLinkPage({ params: Promise.resolve({ id: GAME }), searchParams: Promise.resolve({ token }) }));
const form = (o: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(o)) fd.set(k, v);
  return fd;
};

beforeEach(() => {
  for (const f of [...Object.values(api), nav.redirect]) f.mockClear();
  api.answerLink.mockReset();
  api.makeAnswer.mockReset();
  claims.value = {
    aud: 'answer',
    sub: 'bob@example.com',
    gid: GAME,
    seq: 4,
    ans: 'discard Estate, Estate',
    exp: 9_999_999_999,
  };
});

const respond = (status: string, view: unknown, extra: Record<string, unknown> = {}) =>
  api.answerLink.mockResolvedValue({
    ok: true,
    data: {
      gameId: GAME,
      status: 'active',
      seat: 1,
      seq: 4,
      seats: [],
      view,
      since: ["Alice's turn 1: Alice played a Militia."],
      answerLink: { status, answer: 'discard Estate, Estate', linkSeq: 4, ...extra },
    },
  });

describe('the answer link page', () => {
  it("ready: the question, the answer, Bob's own hand and one button; showing it makes no move", async () => {
    respond('ready', militia().view(1));
    await page();
    expect(screen.getByRole('heading', { name: 'Confirm your answer' })).toBeTruthy();
    expect(screen.getByText('Alice played Militia: discard 2 cards (down to 3).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard Estate, Estate' })).toBeTruthy();
    expect(screen.getByText("Alice's turn 1: Alice played a Militia.")).toBeTruthy();
    // The one form posts; the token travels in it, not in a link anyone follows.
    const formEl = screen.getByRole('button', { name: 'Discard Estate, Estate' }).closest('form')!;
    expect((formEl.querySelector('input[name=token]') as HTMLInputElement).value).toBe('good-token');
    expect(api.answerLink).toHaveBeenCalledWith('good-token', GAME);
    expect(api.makeAnswer).not.toHaveBeenCalled();
    // No other control makes a move: the one submit button is the only button that is not a card tip.
    expect(document.querySelectorAll('button[type=submit]')).toHaveLength(1);
  });

  it("a turn's link of several moves: named in words, on the button and when made; what it leads to", async () => {
    const ans = 'play treasures\nbuy Gold\nend turn';
    const alice = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Gold', 'Copper', 'Copper', 'Copper', 'Estate'] } },
    });
    api.answerLink.mockResolvedValue({
      ok: true,
      data: {
        gameId: GAME,
        status: 'active',
        seat: 0,
        seq: 4,
        seats: [],
        view: alice.view(0),
        since: [],
        answerLink: {
          status: 'ready',
          answer: ans,
          linkSeq: 4,
          detail: 'With all your Treasures played you have $6 to spend; Gold costs $6.',
        },
      },
    });
    await page();
    expect(screen.getByRole('button', { name: 'Play all Treasures, buy Gold and end your turn' })).toBeTruthy();
    expect(screen.getByText('With all your Treasures played you have $6 to spend; Gold costs $6.')).toBeTruthy();
    api.answerLink.mockResolvedValue({
      ok: true,
      data: {
        gameId: GAME,
        status: 'active',
        seat: 0,
        seq: 7,
        seats: [],
        view: alice.view(0),
        since: [],
        answerLink: { status: 'done', answer: ans, linkSeq: 4 },
      },
    });
    cleanup();
    await page();
    expect(screen.getByRole('heading', { name: 'Done: your answer was made' })).toBeTruthy();
    expect(screen.getByText('Play all Treasures, buy Gold and end your turn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Play all Treasures/ })).toBeNull();
  });

  it('a request to take moves back: the link states the request (Bob owes no decision) and offers its one button', async () => {
    claims.value = { ...claims.value!, ans: 'accept' };
    const g = militia().do(1, 'discard Estate, Estate');
    api.answerLink.mockResolvedValue({
      ok: true,
      data: {
        gameId: GAME,
        status: 'active',
        seat: 1,
        seq: 6,
        seats: [],
        view: g.view(1),
        since: [],
        answerLink: {
          status: 'ready',
          answer: 'accept',
          linkSeq: 6,
          question: 'Alice asks to take back their last move.',
        },
      },
    });
    await page();
    expect(screen.getByText('Alice asks to take back their last move.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(api.makeAnswer).not.toHaveBeenCalled();
  });

  it('done, stale, refused: says so and what waits now, with no button', async () => {
    const g = militia();
    for (const [status, heading, line] of [
      ['done', 'Done: your answer was made', /^You answered: /],
      [
        'stale',
        'This answer link is out of date',
        /moved on since the mail was sent, so “Discard Estate, Estate” was not made/,
      ],
      ['refused', 'This answer cannot be made', /“Discard Estate, Estate”: You owe no answer now\./],
    ] as const) {
      respond(status, g.view(1), status === 'refused' ? { message: 'You owe no answer now.' } : {});
      const { unmount } = await page();
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByText(line)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Discard/ })).toBeNull();
      // What waits for Bob now (here, still a discard: the view is the one the backend sent).
      expect(screen.getByText(/Now the game waits for you:/)).toBeTruthy();
      // Through /open with the link's own token: the game opens on this device, signed out.
      expect(screen.getByRole('link', { name: 'Open the game' }).getAttribute('href')).toBe(
        `/games/${GAME}/open?token=good-token`,
      );
      unmount();
    }
    expect(api.makeAnswer).not.toHaveBeenCalled();
  });

  it("a bad, expired or other game's token: nothing of the game, no call with it", async () => {
    await page('forged');
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(api.answerLink).not.toHaveBeenCalled();
  });

  it("the press makes the link's own answer at its own seq, then shows the link again", async () => {
    api.makeAnswer.mockResolvedValue({ ok: true, data: {} });
    await expect(confirmAnswer({}, form({ gameId: GAME, token: 'good-token' }))).rejects.toThrow(
      `NEXT_REDIRECT /games/${GAME}/answer?token=good-token`,
    );
    expect(api.makeAnswer).toHaveBeenCalledWith('good-token', GAME, 4, 'discard Estate, Estate');
    // Beaten by another move (409): the page then says the link is out of date.
    api.makeAnswer.mockResolvedValue({ ok: false, status: 409, code: 'stale-seq', message: 'moved on' });
    await expect(confirmAnswer({}, form({ gameId: GAME, token: 'good-token' }))).rejects.toThrow('NEXT_REDIRECT');
  });

  it("a refused press shows the backend's words; a malformed or forged form calls nothing", async () => {
    api.makeAnswer.mockResolvedValue({ ok: false, status: 422, code: 'rule', message: "You can't pick Gold here." });
    expect(await confirmAnswer({}, form({ gameId: GAME, token: 'good-token' }))).toEqual({
      message: "You can't pick Gold here.",
    });
    api.makeAnswer.mockClear();
    expect((await confirmAnswer({}, form({ gameId: '../x', token: 'good-token' }))).message).toMatch(/not well formed/);
    expect((await confirmAnswer({}, form({ gameId: GAME, token: 'forged' }))).message).toMatch(/not valid/);
    expect((await confirmAnswer({}, form({ gameId: 'other_game1', token: 'good-token' }))).message).toMatch(
      /not valid/,
    );
    expect(api.makeAnswer).not.toHaveBeenCalled();
  });
});
