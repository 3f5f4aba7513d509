// "My games": a rematch waiting for the player's answer links straight to the rematch panel
// (#rematch: Accept and Decline), says it is a rematch, and offers no lobby "Decline" of its own
// (the rematch's decline cancels it for all, with a mail); other invitations are as before.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameSummary } from '@contract/api';
import { GameList, rematchWaits } from '@/components/lobby/game-list';

const NOW = Date.parse('2030-01-02T12:00:00Z');
const game = (gameId: string, title: string, o: Partial<GameSummary>): GameSummary => ({
  gameId,
  status: 'open',
  seat: 1,
  yourMove: true,
  seq: -1,
  players: ['Alice', 'Bob'],
  updatedAt: '2030-01-02T09:00:00Z',
  title,
  ...o,
});

describe('my games: a rematch invitation', () => {
  it('links to the rematch panel and says how to answer; a plain invitation is unchanged', () => {
    render(
      <GameList
        now={NOW}
        leave={vi.fn()}
        games={[game('rematch_1', 'The rematch', { rematchOf: 'old_game_1' }), game('invite_1', 'A new game', {})]}
      />,
    );
    const inv = screen.getByRole('region', { name: 'Invitations' });
    const [rematch, plain] = within(inv).getAllByRole('listitem');
    expect(within(rematch).getByRole('link', { name: 'The rematch' }).getAttribute('href')).toBe(
      '/games/rematch_1#rematch',
    );
    expect(rematch.textContent).toContain('a rematch: open it to accept or decline (proposed 3 h ago)');
    expect(rematch.querySelector('summary')).toBeNull();
    expect(within(plain).getByRole('link', { name: 'A new game' }).getAttribute('href')).toBe('/games/invite_1');
    expect(plain.textContent).toContain('open the game to join');
    expect(plain.querySelector('summary')!.textContent).toBe('Decline…');
  });

  it('only while it waits for this player: accepted, started or declined rematches are rows like any other', () => {
    expect(rematchWaits(game('r', 't', { rematchOf: 'o' }))).toBe(true);
    expect(rematchWaits(game('r', 't', { rematchOf: 'o', yourMove: false }))).toBe(false);
    expect(rematchWaits(game('r', 't', { rematchOf: 'o', status: 'active' }))).toBe(false);
    expect(rematchWaits(game('r', 't', {}))).toBe(false);
  });
});
