// The rulings page renders docs/rulings.md (headings, one list item per ruling, the source in
// italics), and the game page links to it.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/game-link', () => ({
  requireGameCaller: vi.fn(async () => ({ as: 'bob@example.com', email: 'bob@example.com' })),
}));
const api = vi.hoisted(() => ({ getGame: vi.fn(), turnLog: vi.fn(), submitMove: vi.fn(), joinGame: vi.fn() }));
vi.mock('@/lib/api', () => ({ api }));

import RulingsPage from '@/app/rulings/page';
import GamePage from '@/app/games/[id]/page';
import { RulingsMarkdown } from '@/components/rulings/rulings-markdown';

describe('the rulings page', () => {
  it('shows every set and rulings with their sources', () => {
    render(<RulingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rulings' })).toBeTruthy();
    for (const set of ['Dominion', 'Intrigue', 'Empires'])
      expect(screen.getByRole('heading', { level: 2, name: set })).toBeTruthy();
    const mill = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('Mill:'));
    expect(mill).toBeTruthy();
    expect(within(mill!).getByText('Mill').tagName).toBe('STRONG');
    expect(mill!.querySelector('em')?.textContent).toMatch(/^Intrigue rulebook/);
  });

  it('renders bold, italic and code marks and leaves other text alone', () => {
    const { container } = render(
      <RulingsMarkdown markdown={'# T\n\nline one\nline two\n\n- **A** and *b* and `c` <i>x</i>'} />,
    );
    expect(container.querySelector('p')?.textContent).toBe('line one line two');
    const li = container.querySelector('li')!;
    expect(li.querySelector('strong')?.textContent).toBe('A');
    expect(li.querySelector('em')?.textContent).toBe('b');
    expect(li.querySelector('code')?.textContent).toBe('c');
    expect(li.querySelector('i')).toBeNull();
  });
});

describe('the game page', () => {
  it('links to the rulings page', async () => {
    api.getGame.mockResolvedValue({
      ok: true,
      data: {
        gameId: 'g4mE_id-02',
        status: 'open',
        seat: 1,
        seq: -1,
        seats: [
          { seat: 0, name: 'Alice', kind: 'human', joined: true },
          { seat: 1, name: 'Bob', kind: 'human', joined: false },
        ],
        view: null,
      },
    });
    api.turnLog.mockResolvedValue({ ok: true, data: { gameId: 'g4mE_id-02', seq: -1, over: false, events: [] } });
    render(await GamePage({ params: Promise.resolve({ id: 'g4mE_id-02' }) }));
    expect(screen.getByRole('link', { name: 'Rulings' }).getAttribute('href')).toBe('/rulings');
  });
});
