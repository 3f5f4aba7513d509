// The Open games list says who at a table is on vacation, in the words of "my games"
// ("Alice on vacation until 2030-01-08"), and nothing when nobody is away.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpenGameSummary } from '@contract/api';
import { OpenGameList } from '@/components/lobby/open-game-list';
import { gameFacts } from '@/components/lobby/game-list';

const game = (gameId: string, o: Partial<OpenGameSummary> = {}): OpenGameSummary => ({
  gameId,
  title: `Table ${gameId}`,
  creator: 'Alice',
  seats: 3,
  free: 1,
  players: ['Alice', 'Bob'],
  sets: ['base'],
  kingdom: ['Village', 'Witch'],
  reminderHours: 24,
  deadlineHours: 24,
  pace: 'daily',
  undo: true,
  public: false,
  yours: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2030-01-15T00:00:00.000Z',
  ...o,
});

describe('on vacation in Open games', () => {
  it('shows each player away with the day they are back, and nothing for a table with nobody away', () => {
    const away = [
      { name: 'Alice', until: '2030-01-08' },
      { name: 'Bob', until: '2030-01-05' },
    ];
    render(<OpenGameList join={vi.fn()} games={[game('away_1234', { away }), game('here_1234')]} />);
    const [awayRow, hereRow] = screen.getAllByRole('listitem');
    expect(awayRow.textContent).toContain('Alice on vacation until 2030-01-08 · Bob on vacation until 2030-01-05');
    expect(hereRow.textContent).not.toContain('vacation');
    // The same words as "my games" gives them.
    const mine = gameFacts({
      gameId: 'away_1234',
      seat: 2,
      status: 'open',
      yourMove: false,
      seq: 0,
      players: ['Alice', 'Bob'],
      updatedAt: '2030-01-01T00:00:00.000Z',
      away: [away[0]],
    });
    expect(awayRow.textContent).toContain(mine);
  });
});
