import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameTable } from '@/components/table/game-table';
import { logLine } from '@/components/table/log';
import { GameList, waited } from '@/components/lobby/game-list';
import { game, KINGDOM } from '../../support/engine-game';
import type { LogEntry } from '@/lib/engine';

const setup = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Militia', 'Copper', 'Copper', 'Silver', 'Estate'] },
    1: { hand: ['Copper', 'Copper', 'Estate', 'Silver', 'Gold'] },
  },
};

describe('game table', () => {
  it('shows the attacked player the decision the Militia makes them owe, with public state of the attacker', () => {
    const g = game(KINGDOM, setup).do(0, 'play Militia');
    const v = g.view(1);
    const onMove = vi.fn();
    render(<GameTable view={v} log={g.log} onMove={onMove} />);
    const decision = screen.getByRole('region', { name: 'Your decision' });
    expect(within(decision).getByRole('group', { name: /Alice played Militia: discard 2 cards/ })).toBeTruthy();
    const others = screen.getByRole('region', { name: 'Other players' });
    expect(within(others).getByRole('article', { name: 'Alice' }).textContent).toContain('Militia');
    expect(within(others).getByText('Hand').nextSibling!.textContent).toBe('4');
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toMatch(/Coins: \$2/);
    expect(screen.getByRole('region', { name: /You \(Bob\)/ }).textContent).toContain('Gold');
  });

  it('renders the Supply with costs, counts and card text on focus', () => {
    const v = game(KINGDOM, setup).view(0);
    render(<GameTable view={v} log={[]} onMove={() => {}} />);
    const kingdom = screen.getByRole('list', { name: 'Kingdom piles' });
    const witch = within(kingdom).getByText('Witch').closest('li')!;
    expect(witch.textContent).toContain('$5');
    expect(witch.textContent).toContain('×10');
    // Not buyable in the Action phase: still focusable, so its text can be read.
    const tile = within(witch).getByRole('img', { name: 'Witch ($5, 10 left)' });
    expect(tile.getAttribute('tabindex')).toBe('0');
    expect(document.getElementById(tile.getAttribute('aria-describedby')!)!.textContent).toContain(
      'Each other player gains a Curse',
    );
  });

  it('shows split piles by their top card, debt costs, Events and Landmarks', () => {
    const g = game([
      'Catapult/Rocks',
      'Engineer',
      'Village',
      'Smithy',
      'Market',
      'Militia',
      'Moat',
      'Cellar',
      'Festival',
      'Witch',
    ]);
    const v = g.view(0);
    const withLandscapes = {
      ...v,
      events: [{ name: 'Triumph', cost: { coins: 0, debt: 5 } }],
      landmarks: [{ name: 'Arena', vpTokens: 12 }],
    };
    render(<GameTable view={withLandscapes} log={[]} onMove={() => {}} />);
    const split = screen.getByText('Catapult/Rocks').closest('li')!;
    expect(within(split).getByText('Catapult')).toBeTruthy();
    expect(screen.getByText('Engineer').closest('li')!.textContent).toContain('4 debt');
    const land = screen.getByRole('list', { name: 'Events and Landmarks' });
    expect(land.textContent).toContain('Triumph');
    expect(land.textContent).toContain('5 debt');
    expect(land.textContent).toContain('12 VP');
  });

  it("words Tax's debt tokens on a pile apart from a debt cost", () => {
    const g = game(['Engineer', ...KINGDOM.slice(1)], undefined, ['Alice', 'Bob'], { events: ['Tax'] });
    render(<GameTable view={g.view(0)} log={[]} onMove={() => {}} />);
    const engineer = screen.getByText('Engineer').closest('li')!;
    expect(engineer.textContent).toContain('4 debt');
    expect(within(engineer).getByRole('img', { name: /1 debt tokens: the buyer takes them/ }).textContent).toContain(
      '+1 debt',
    );
  });

  it("shows a rejected move's message as an alert, and no decision while waiting", () => {
    const g = game(KINGDOM, setup).do(0, 'play Militia');
    render(<GameTable view={g.view(0)} log={[]} onMove={() => {}} error="You have no Gold in hand." />);
    expect(screen.getByRole('alert').textContent).toBe('Move rejected: You have no Gold in hand.');
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
    expect(screen.getByText(/Waiting for Bob/)).toBeTruthy();
  });

  it('sends the move the widget builds', () => {
    const g = game(KINGDOM, setup).do(0, 'play Militia');
    const onMove = vi.fn();
    render(<GameTable view={g.view(1)} log={[]} onMove={onMove} />);
    fireEvent.click(screen.getByRole('button', { name: /^Pick Copper/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pick Estate/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard Copper, Estate' }));
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'cards', cards: ['Copper', 'Estate'] } });
  });

  it('shows how many cards another player keeps face down (Archive), never which', () => {
    const g = game(['Archive', ...KINGDOM.slice(1)], {
      firstPlayer: 0,
      players: { 0: { hand: ['Archive'], deck: ['Gold', 'Estate', 'Province', 'Copper', 'Copper', 'Copper'] } },
    }).do(0, 'play Archive', 'take Gold');
    render(<GameTable view={g.view(1)} log={[]} onMove={() => {}} />);
    const alice = within(screen.getByRole('region', { name: 'Other players' })).getByRole('article', { name: 'Alice' });
    expect(within(alice).getByText('Face down').nextSibling!.textContent).toBe('2');
    expect(alice.textContent).not.toContain('Province');
  });

  it("hides other players' cards in the log as counts", async () => {
    const { redactEntry } = await import('@engine/index');
    const g = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Smithy'], deck: ['Gold', 'Silver', 'Copper'] } },
    }).do(0, 'play Smithy');
    const players = g.state.players;
    const draw = g.log.find((e) => e.kind === 'draw')!;
    expect(logLine(redactEntry(draw, 0), players)).toBe('Alice draws Gold, Silver, Copper');
    expect(logLine(redactEntry(draw, 1), players)).toBe('Alice draws 3 cards');
    expect(g.log.map((e) => logLine(e, players))).toContain('Alice plays Smithy');
  });

  it('names the phase a player enters in words ("Alice: Buy phase"), never a bare "buy" that reads like a purchase', () => {
    const g = game(KINGDOM, setup).do(0, 'play treasures');
    const phase = g.log.find((e) => e.kind === 'phase')!;
    expect(logLine(phase, g.state.players)).toBe('Alice: Buy phase');
    expect(logLine({ ...phase, detail: 'action' }, g.state.players)).toBe('Alice: back to the Action phase');
  });

  it('heads each turn in the log with whose turn it is and its number, at the table and in the log lines', () => {
    const g = game(KINGDOM, setup).do(0, 'end turn').do(1, 'end turn');
    const heads = g.log.filter((e) => e.kind === 'turn').map((e) => logLine(e, g.state.players));
    expect(heads).toEqual(["— Bob's turn 1 —", "— Alice's turn 2 —"]);
    const thisTurn = g.log.slice(g.log.map((e) => e.kind).lastIndexOf('turn'));
    render(<GameTable view={g.view(0)} log={thisTurn} onMove={() => {}} />);
    expect(within(screen.getByRole('region', { name: 'This turn' })).getByText("— Alice's turn 2 —")).toBeTruthy();
  });

  it('a Militia discard: its player sees the cards, others the count and the card now on top', async () => {
    const { redactEntry } = await import('@engine/index');
    const g = game(KINGDOM, setup).do(0, 'play Militia').do(1, 'discard Copper, Estate');
    const discard = g.log.find((e) => e.kind === 'discard')!;
    const players = g.state.players;
    expect(logLine(redactEntry(discard, 1), players)).toBe('Bob discards Copper, Estate');
    expect(logLine(redactEntry(discard, 0), players)).toBe('Bob discards 2 cards (Estate on top)');
  });

  it('words each kind of entry as a sentence: debt paid, VP, gains onto the deck, trash from the Supply, reactions', () => {
    const players = [{ name: 'Ann' }, { name: 'Ben' }];
    const line = (e: Partial<LogEntry>) =>
      logLine({ kind: 'note', player: 0, visibleTo: 'all', depth: 0, ...e }, players);
    expect(line({ kind: 'debt', count: -3, detail: 'paid' })).toBe('Ann pays off 3 debt');
    expect(line({ kind: 'debt', count: 8 })).toBe('Ann takes 8 debt');
    expect(line({ kind: 'vp', count: 2 })).toBe('Ann gets 2 VP');
    expect(line({ kind: 'vp', count: -1 })).toBe('Ann loses 1 VP');
    expect(line({ kind: 'gain', cards: ['Silver'], count: 1, detail: 'deck' })).toBe(
      'Ann gains Silver onto their deck',
    );
    expect(line({ kind: 'trash', cards: ['Rocks'], count: 1, detail: 'supply' })).toBe(
      'Ann trashes Rocks from the Supply',
    );
    expect(line({ kind: 'react', cards: ['Moat'], count: 1, detail: 'Militia' })).toBe(
      'Ann reveals Moat in reaction to Militia',
    );
    expect(line({ kind: 'shuffle', count: 11, detail: 'Donate' })).toBe('Ann shuffles 11 cards (Donate)');
    expect(line({ kind: 'return', cards: ['Encampment'], count: 1 })).toBe('Ann returns Encampment to its pile');
    expect(line({ kind: 'note', count: 1 })).toBe('Ann: 1 card you cannot see');
  });
});

describe('lobby helpers', () => {
  it('lists games I owe a move in first, longest waiting first, with how long', () => {
    const now = Date.parse('2025-01-02T12:00:00Z');
    const g = (
      gameId: string,
      yourMove: boolean,
      updatedAt: string,
      status: 'active' | 'open' | 'over' = 'active',
    ) => ({ gameId, status, seat: 0, yourMove, seq: 3, players: [gameId, 'x'], updatedAt });
    render(
      <GameList
        now={now}
        games={[
          g('recent', true, '2025-01-02T11:30:00Z'),
          g('older', true, '2025-01-01T12:00:00Z'),
          g('theirs', false, '2025-01-02T00:00:00Z'),
          g('done', false, '2025-01-01T00:00:00Z', 'over'),
        ]}
      />,
    );
    const mine = screen.getByRole('region', { name: 'Your move' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['older, x', 'recent, x']);
    expect(mine.textContent).toContain('waiting 24 h');
    expect(mine.textContent).toContain('waiting 30 min');
    expect(
      within(screen.getByRole('region', { name: 'Finished' }))
        .getByRole('link', { name: 'history' })
        .getAttribute('href'),
    ).toBe('/games/done/history');
    expect(waited('2025-01-01T00:00:00Z', Date.parse('2025-01-05T00:00:00Z'))).toBe('4 days');
  });
});
