// Card tiles at the table: copies grouped, tiles enabled only for what the engine's view allows,
// the Supply in cost order with the Basic piles apart, keyboard operation, the questions asked
// once, the turn ended when nothing is left, and a money turn counted in clicks.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GameTable } from '@/components/table/game-table';
import type { MoveData } from '@/lib/moves';
import { game, KINGDOM } from '../../support/engine-game';

beforeEach(() => window.localStorage.clear());

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.tile-name')!.textContent);

describe('card tiles', () => {
  it('groups copies in hand with a count; only playable cards are buttons', () => {
    const v = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Village', 'Copper', 'Copper', 'Copper', 'Estate'] } },
    }).view(0);
    const onMove = vi.fn<(m: MoveData) => void>();
    render(<GameTable view={v} log={[]} onMove={onMove} />);
    const hand = screen.getByRole('list', { name: 'Your hand' });
    expect(names(hand)).toEqual(['Village', 'Copper', 'Estate']);
    expect(within(hand).getByRole('img', { name: 'Copper ($0, 3 in hand)' })).toBeTruthy();
    const village = within(hand).getByRole('button', {
      name: 'Play Village ($3, 1 in hand)',
      description: /\+2 Actions/,
    });
    expect(within(hand).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(village);
    expect(onMove).toHaveBeenCalledWith({ type: 'play', card: 'Village' });
  });

  it('the Supply: Kingdom in cost order, Basic piles apart with Copper and Curse last; tiles coloured by type', () => {
    const v = game(KINGDOM).view(0);
    render(<GameTable view={v} log={[]} onMove={() => {}} />);
    expect(names(screen.getByRole('list', { name: 'Kingdom piles' }))).toEqual([
      'Cellar',
      'Moat',
      'Village',
      'Militia',
      'Smithy',
      'Throne Room',
      'Festival',
      'Laboratory',
      'Market',
      'Witch',
    ]);
    expect(names(screen.getByRole('list', { name: 'Basic piles' }))).toEqual([
      'Gold',
      'Silver',
      'Copper',
      'Province',
      'Duchy',
      'Estate',
      'Curse',
    ]);
    const moat = screen.getByRole('img', { name: /^Moat/ });
    expect(moat.className).toContain('t-action');
    expect(moat.className).toContain('t-reaction');
    expect(screen.getByRole('img', { name: /^Militia/ }).className).toContain('t-attack');
  });

  it('buy phase: only what the engine lists can be clicked; a click buys; keyboard works', async () => {
    const g = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Silver', 'Estate', 'Estate', 'Estate', 'Estate'] } },
    }).do(0, 'play treasures');
    const v = g.view(0);
    const onMove = vi.fn<(m: MoveData) => void>();
    render(<GameTable view={v} log={[]} onMove={onMove} />);
    const kingdom = screen.getByRole('list', { name: 'Kingdom piles' });
    const buyable = within(kingdom)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    const listed =
      v.decision!.kind === 'turn'
        ? v.decision!.options.buy.filter((b) => KINGDOM.includes(b.name)).map((b) => b.name)
        : [];
    expect(buyable.map((l) => l!.replace(/^Buy (.*?) \(.*$/, '$1')).sort()).toEqual(listed.sort());
    expect(listed.sort()).toEqual(['Cellar', 'Moat']);
    expect(within(kingdom).getByRole('img', { name: /^Village/ })).toBeTruthy();
    const moat = within(kingdom).getByRole('button', { name: /^Buy Moat \(\$2, 10 left\)/ });
    moat.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith({ type: 'buy', card: 'Moat' });
  });

  it('buying a Curse asks once; "No" sends nothing', () => {
    const g = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Copper', 'Estate', 'Estate', 'Estate', 'Estate'] } },
    }).do(0, 'play treasures');
    const onMove = vi.fn<(m: MoveData) => void>();
    render(<GameTable view={g.view(0)} log={[]} onMove={onMove} />);
    fireEvent.click(screen.getByRole('button', { name: /^Buy Curse/ }));
    const ask = screen.getByRole('group', { name: 'Are you sure?' });
    expect(ask.textContent).toContain('Buy a Curse?');
    fireEvent.click(within(ask).getByRole('button', { name: 'No, go back' }));
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Buy Curse/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onMove.mock.calls).toEqual([[{ type: 'buy', card: 'Curse' }]]);
  });

  it('ending the Buy phase with $3 and a Buy left asks once', () => {
    const g = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Silver', 'Copper', 'Estate', 'Estate', 'Estate'] } },
    }).do(0, 'play treasures');
    const onMove = vi.fn<(m: MoveData) => void>();
    render(<GameTable view={g.view(0)} log={[]} onMove={onMove} />);
    fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
    expect(screen.getByRole('group', { name: 'Are you sure?' }).textContent).toContain(
      'End your turn with $3 and 1 Buy left?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onMove.mock.calls).toEqual([[{ type: 'endPhase' }]]);
  });

  it('a money turn takes 2 clicks: Treasures, then the Supply tile; the turn then ends by itself (an option)', () => {
    let g = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'] } },
    });
    const sent: MoveData[] = [];
    let clicks = 0;
    const onMove = (m: MoveData) => {
      sent.push(m);
      const text =
        m.type === 'buy'
          ? `buy ${m.card}`
          : m.type === 'playTreasures'
            ? 'play treasures'
            : m.type === 'endPhase'
              ? 'end'
              : '';
      g = g.do(0, text);
    };
    const { rerender } = render(<GameTable view={g.view(0)} log={[]} onMove={onMove} />);
    const click = (el: HTMLElement) => {
      clicks++;
      fireEvent.click(el);
      rerender(<GameTable view={g.view(0)} log={[]} onMove={onMove} />);
    };
    click(screen.getByRole('button', { name: 'Play all Treasures' }));
    click(screen.getByRole('button', { name: /^Buy Silver/ }));
    rerender(<GameTable view={g.view(0)} log={[]} onMove={onMove} />);
    expect(clicks).toBeLessThanOrEqual(2);
    expect(sent).toEqual([{ type: 'playTreasures' }, { type: 'buy', card: 'Silver' }, { type: 'endPhase' }]);
    expect(g.state.turn.player).toBe(1);
  });

  it('with the option off, the turn waits for "End turn"', () => {
    const g = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Silver', 'Estate', 'Estate', 'Estate', 'Estate'] } },
    }).do(0, 'play treasures', 'buy Moat');
    const onMove = vi.fn<(m: MoveData) => void>();
    const { unmount } = render(<GameTable view={g.view(0)} log={[]} onMove={onMove} />);
    expect(onMove).toHaveBeenCalledWith({ type: 'endPhase' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'End my turn when nothing is left to do' }));
    unmount();
    onMove.mockClear();
    render(<GameTable view={g.view(0)} log={[]} onMove={onMove} />);
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'End turn' }).className).toContain('primary');
  });

  it("shows each player's own turn count, public VP and the viewer's cards", () => {
    const g = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Silver', 'Estate', 'Estate', 'Estate', 'Estate'] } },
    }).do(0, 'play treasures', 'buy Moat', 'end');
    render(<GameTable view={g.view(0)} log={[]} onMove={() => {}} />);
    const bar = screen.getByRole('region', { name: 'Turn' });
    expect(bar.textContent).toContain("Bob's turn 1");
    // Alice's forced hand holds 4 Estates (her deck the usual 7 Coppers); Bob has the usual 3.
    expect(bar.textContent).toContain('VP: you 4 · Bob 3');
    expect(screen.getByText(/^Your cards \(\d+\)$/)).toBeTruthy();
    expect(screen.getByText('1 × Moat')).toBeTruthy();
  });
});
