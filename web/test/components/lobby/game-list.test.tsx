// "My games": invitations can be declined, left or (by the creator) cancelled, in two steps; a game
// cancelled before it started stays listed (so an invitee sees why it went); every section says how long.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameSummary } from '@contract/api';
import { GameList, leaveLabel, waited } from '@/components/lobby/game-list';

const NOW = Date.parse('2030-01-02T12:00:00Z');
const game = (gameId: string, o: Partial<GameSummary>): GameSummary => ({
  gameId,
  status: 'open',
  seat: 1,
  yourMove: true,
  seq: -1,
  players: ['Alice', 'Bob'],
  updatedAt: '2030-01-02T09:00:00Z',
  ...o,
});

describe('my games: leaving, cancelled games, waiting times', () => {
  it('greets a newcomer with one way on instead of four empty lists', () => {
    render(<GameList now={NOW} games={[]} />);
    expect(screen.getByRole('heading', { name: 'No games yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your first game' }).getAttribute('href')).toBe('/games/new');
    expect(screen.queryByText('None.')).toBeNull();
  });

  it('lists the sections, each "None." when empty, once there is a game', () => {
    render(<GameList now={NOW} games={[game('inv_1234', {})]} />);
    expect(screen.queryByRole('heading', { name: 'No games yet' })).toBeNull();
    expect(screen.getAllByText('None.')).toHaveLength(3);
  });

  it('offers the way out that fits the seat: decline, leave, or cancel for the creator', () => {
    const leave = vi.fn();
    render(
      <GameList
        now={NOW}
        leave={leave}
        games={[
          game('invited_1', {}),
          game('joined_1', { yourMove: false, seat: 2, players: ['Alice', 'Carol', 'Bob'] }),
          game('created_1', { seat: 0, yourMove: false }),
        ]}
      />,
    );
    const inv = screen.getByRole('region', { name: 'Invitations' });
    const rows = within(inv).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('summary')!.textContent)).toEqual(['Decline…', 'Leave…', 'Cancel game…']);
    // The confirming button posts the game's id to the leave action.
    const form = rows[2].querySelector('form')!;
    expect((form.querySelector('input[name=gameId]') as HTMLInputElement).value).toBe('created_1');
    expect(within(rows[2]).getByRole('button', { name: 'Yes, cancel it for everyone' })).toBeTruthy();
    expect(leaveLabel(game('x_12345', { seat: 0 }))).toBe('Cancel game');
  });

  it('lists a cancelled game without a link, and no way out on started games', () => {
    render(
      <GameList
        now={NOW}
        leave={vi.fn()}
        games={[
          game('gone_123', { status: 'cancelled', yourMove: false }),
          game('live_123', { status: 'active', yourMove: false }),
        ]}
      />,
    );
    const c = screen.getByRole('region', { name: 'Cancelled' });
    expect(c.textContent).toContain('Alice, Bob — cancelled before it started');
    expect(within(c).queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: "Others' move" }).querySelector('summary')).toBeNull();
  });

  it('says how long invitations and the other players have been waiting', () => {
    render(
      <GameList
        now={NOW}
        games={[
          game('inv_1234', {}),
          game('theirs_12', { status: 'active', yourMove: false, updatedAt: '2030-01-01T12:00:00Z' }),
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Invitations' }).textContent).toContain(
      'open the game to join (invited 3 h ago)',
    );
    expect(screen.getByRole('region', { name: "Others' move" }).textContent).toContain('their move for 24 h');
    expect(waited('2030-01-02T11:59:50Z', NOW)).toBe('under a minute');
  });
});

describe('lobby lines with game names', () => {
  it('names each game, says whose move and what is asked, and for a finished one the winner, scores, date and kingdom', async () => {
    const { GameList } = await import('@/components/lobby/game-list');
    const base = { seat: 0, seq: 9, players: ['Alice', 'Bob'], updatedAt: '2025-03-04T10:00:00Z' };
    render(
      <GameList
        now={Date.parse('2025-03-04T12:00:00Z')}
        games={[
          {
            ...base,
            gameId: 'g-run',
            status: 'active',
            yourMove: false,
            title: 'Friday witches',
            asked: ['Waiting for Bob: discard (Militia)'],
          },
          {
            ...base,
            gameId: 'g-over',
            status: 'over',
            yourMove: false,
            title: 'Alice and Bob: Witch',
            winners: ['Bob'],
            scores: [20, 31],
            kingdom: ['Village', 'Witch'],
          },
        ]}
      />,
    );
    const running = screen.getByRole('link', { name: 'Friday witches' }).closest('li')!;
    expect(running.textContent).toContain('Alice, Bob · Waiting for Bob: discard (Militia)');
    const over = screen.getByRole('link', { name: 'Alice and Bob: Witch' }).closest('li')!;
    expect(over.textContent).toContain('Bob won · Alice 20 VP, Bob 31 VP · ended 2025-03-04 · kingdom: Village, Witch');
  });
});
