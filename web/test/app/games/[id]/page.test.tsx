// The game page of an unstarted game: "Join this game" only for a player who has not accepted yet;
// who has joined and who the start still waits for.
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/game-link', () => ({
  requireGameCaller: vi.fn(async () => ({ as: 'bob@example.com', email: 'bob@example.com' })),
}));
const api = vi.hoisted(() => ({ getGame: vi.fn(), turnLog: vi.fn(), submitMove: vi.fn(), joinGame: vi.fn() }));
vi.mock('@/lib/api', () => ({ api }));

import GamePage from '@/app/games/[id]/page';

const GAME = 'g4mE_id-02';
const seats = (bobJoined: boolean) => [
  { seat: 0, name: 'Alice', kind: 'human', joined: true },
  { seat: 1, name: 'Bob', kind: 'human', joined: bobJoined },
];
const page = async () => render(await GamePage({ params: Promise.resolve({ id: GAME }) }));

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  api.turnLog.mockResolvedValue({ ok: true, data: { gameId: GAME, seq: -1, over: false, events: [] } });
});

const ABOUT = {
  title: 'Alice, Bob and normal bot: Market',
  inviter: 'Alice',
  kingdom: ['Market'],
  events: [],
  landmarks: [],
  reminderHours: 24,
  deadlineHours: null,
  mailGraceMinutes: 3,
};

describe('an unstarted game', () => {
  it('lists the players: who has joined, who is invited and has not yet, the bots; the reader is "you"', async () => {
    const three = [...seats(false), { seat: 2, name: 'normal bot', kind: 'bot', joined: true }];
    api.getGame.mockResolvedValue({
      ok: true,
      data: { gameId: GAME, status: 'open', seat: 0, seq: -1, seats: three, about: ABOUT, view: null },
    });
    await page();
    const list = screen.getByRole('list', { name: 'Players:' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Alice (you)',
      'Bob: invited, not joined yet',
      'normal bot (bot)',
    ]);
  });

  it('offers "Join this game" to an invitee who has not accepted', async () => {
    api.getGame.mockResolvedValue({
      ok: true,
      data: { gameId: GAME, status: 'open', seat: 1, seq: -1, seats: seats(false), view: null },
    });
    await page();
    expect(screen.getByRole('button', { name: 'Join this game' })).toBeTruthy();
  });

  it('does not offer it to a player who already has (the creator, or an invitee who joined)', async () => {
    api.getGame.mockResolvedValue({
      ok: true,
      data: { gameId: GAME, status: 'open', seat: 1, seq: -1, seats: seats(true), view: null },
    });
    await page();
    expect(screen.queryByRole('button', { name: 'Join this game' })).toBeNull();
    expect(screen.getByText(/waiting for every invited player to join/)).toBeTruthy();
  });
});
