// The Open games list and the new-game form's open options: each game's players, free seats, sets
// and pace, a Join button that posts the game's id, Watch only for public games not the reader's;
// the filters as a GET form; the form's open options read and checked before anything is sent.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpenGameSummary } from '@contract/api';
import { OpenGameFilters, OpenGameList } from '@/components/lobby/open-game-list';
import { OpenGamesFilter, readNewGameForm } from '@/lib/forms';

const game = (gameId: string, o: Partial<OpenGameSummary> = {}): OpenGameSummary => ({
  gameId,
  title: `Table ${gameId}`,
  creator: 'Alice',
  seats: 3,
  free: 1,
  players: ['Alice', 'Bob'],
  sets: ['base', 'intrigue'],
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

const form = (fields: Record<string, string | string[]>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    mode: 'recommended',
    recommended: 'First Game',
    invites: '',
    bots: '0',
    botLevel: 'normal',
    reminderHours: '24',
    mailGraceMinutes: '3',
    undo: 'on',
    ...fields,
  })) {
    for (const x of Array.isArray(v) ? v : [v]) fd.append(k, String(x));
  }
  return readNewGameForm(fd);
};

describe('open games', () => {
  it('lists each game with its facts, Join posting its id, Watch only for a public game not yours', () => {
    render(
      <OpenGameList
        join={vi.fn()}
        games={[
          game('pub_12345', { public: true, minRating: 1200 }),
          game('priv_1234'),
          game('mine_1234', { public: true, yours: true }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('1 of 3 seats free');
    expect(rows[0].textContent).toContain('Base, Intrigue');
    expect(rows[0].textContent).toContain('a move a day, deadline 24 h');
    expect(rows[0].textContent).toContain('rating 1200 or more');
    expect(
      (
        within(rows[0])
          .getByRole('button', { name: 'Join Table pub_12345' })
          .closest('form')!
          .querySelector('input[name=gameId]') as HTMLInputElement
      ).value,
    ).toBe('pub_12345');
    expect(within(rows[0]).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/games/pub_12345');
    expect(within(rows[1]).queryByRole('link', { name: 'Watch' })).toBeNull();
    expect(within(rows[2]).queryByRole('button')).toBeNull();
    expect(within(rows[2]).getByRole('link', { name: 'Your seat: open the game' })).toBeTruthy();
  });

  it('says what to do when nothing is open, and keeps the filters in a GET form', () => {
    render(
      <>
        <OpenGameFilters filter={OpenGamesFilter.parse({ players: '4', sets: ['base', 'nope'], pace: 'fast' })} />
        <OpenGameList join={vi.fn()} games={[]} />
      </>,
    );
    expect(screen.getByText(/None right now/)).toBeTruthy();
    const filters = screen.getByRole<HTMLFormElement>('form', { name: 'Filter open games' });
    expect(filters.method).toBe('get');
    expect(screen.getByLabelText<HTMLSelectElement>('Players').value).toBe('4');
    expect(screen.getByLabelText<HTMLSelectElement>('Pace').value).toBe('fast');
    // A bad set in the address is dropped, not an error: the list is a link anyone may edit.
    expect(OpenGamesFilter.parse({ sets: ['base', 'nope'] }).sets).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('Base').checked).toBe(false);
  });

  it('reads the open options of the new-game form, and refuses an open game with no free seat', () => {
    const ok = form({ openSeats: '3', public: 'on', minRating: '1000' });
    expect(ok.success && ok.data).toMatchObject({ openSeats: 3, public: 'on', minRating: 1000 });
    const full = form({ openSeats: '2', bots: '1' });
    expect(full.success).toBe(false);
    expect(full.error?.issues[0]).toMatchObject({ path: ['openSeats'] });
    const closed = form({ openSeats: '' });
    expect(closed.success).toBe(false);
    expect(closed.error?.issues[0].message).toMatch(/open it to anyone/);
    expect(form({ openSeats: '4', minRating: '-5' }).error?.issues[0]).toMatchObject({ path: ['minRating'] });
  });
});
