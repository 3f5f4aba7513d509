// The table with Empires and Intrigue cards, from real engine games: what a player trips over when
// debt, Landmarks, simultaneous decisions and the turns between turns come into play.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameTable } from '@/components/table/game-table';
import { game } from '../../support/engine-game';

const EMPIRES = [
  'Capital',
  'Engineer',
  'Patrician/Emporium',
  'Catapult/Rocks',
  'Villa',
  'Archive',
  'Crown',
  'Enchantress',
  'Castles',
  'Forum',
];
const INTRIGUE = [
  'Masquerade',
  'Courtier',
  'Pawn',
  'Nobles',
  'Torturer',
  'Swindler',
  'Wishing Well',
  'Secret Passage',
  'Courtyard',
  'Diplomat',
];

const table = (v: Parameters<typeof GameTable>[0]['view']) => {
  const onMove = vi.fn();
  render(<GameTable view={v} log={[]} onMove={onMove} />);
  return onMove;
};
const decision = () => screen.getByRole('region', { name: 'Your decision' });

describe('the Buy phase with debt', () => {
  const hand = { firstPlayer: 0, players: { 0: { hand: ['Copper', 'Copper', 'Silver', 'Estate', 'Estate'] } } };

  it('offers no Treasure once something was bought (the rules lock them; the server would refuse)', () => {
    const g = game(EMPIRES, hand).do(0, 'end actions', 'play Silver', 'buy Patrician');
    const v = g.view(0);
    expect(v.turn.treasuresLocked).toBe(true);
    expect(v.you!.hand.filter((c) => c === 'Copper')).toHaveLength(2);
    table(v);
    const d = decision();
    expect(within(d).queryByRole('button', { name: 'Play all Treasures' })).toBeNull();
    expect(within(d).queryByRole('button', { name: /^Play Copper/ })).toBeNull();
    expect(within(d).getByRole('button', { name: 'End turn' })).toBeTruthy();
  });

  it('warns that paying debt ends the Treasures while some are still in hand, and not after', () => {
    const inDebt = {
      firstPlayer: 0,
      players: { 0: { hand: ['Copper', 'Copper', 'Silver', 'Estate', 'Estate'], debt: 4 } },
    };
    const g = game(EMPIRES, inDebt).do(0, 'end actions', 'play Copper');
    table(g.view(0));
    const pay = within(decision()).getByRole('button', { name: 'Pay 1 debt' });
    expect(pay.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /ends playing Treasures/,
    );
    // Buying is impossible while in debt: only paying, playing and ending are offered.
    expect(within(decision()).queryByRole('button', { name: /^Buy / })).toBeNull();
  });

  it('no warning once every Treasure is played; paying sends the whole amount the coins allow', () => {
    const inDebt = {
      firstPlayer: 0,
      players: { 0: { hand: ['Copper', 'Copper', 'Silver', 'Estate', 'Estate'], debt: 3 } },
    };
    const g = game(EMPIRES, inDebt).do(0, 'end actions', 'play treasures');
    const onMove = table(g.view(0));
    const pay = within(decision()).getByRole('button', { name: 'Pay 3 debt' });
    expect(pay.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/ends playing Treasures/)).toBeNull();
    fireEvent.click(pay);
    expect(onMove).toHaveBeenCalledWith({ type: 'payDebt', amount: 3 });
  });
});

describe('Landmarks', () => {
  it('shows the pile Obelisk chose (public from the start: it decides who scores)', () => {
    const g = game(EMPIRES, undefined, ['Alice', 'Bob'], { landmarks: ['Obelisk', 'Arena'] });
    const note = g.view(0).landmarks.find((l) => l.name === 'Obelisk')!.note;
    expect(note).toMatch(/^Chosen pile: /);
    table(g.view(0));
    const landscapes = screen.getByRole('list', { name: 'Events and Landmarks' });
    expect(within(landscapes).getByText('Obelisk').closest('li')!.textContent).toContain(note!);
    expect(within(landscapes).getByText('Arena').closest('li')!.textContent).toContain('12 VP');
  });
});

describe('decisions between turns and at once', () => {
  it('Mountain Pass: the other player bids between turns, and the turn bar says so', () => {
    const rich = { firstPlayer: 0, players: { 0: { hand: ['Gold', 'Gold', 'Copper', 'Copper', 'Estate'] } } };
    const g = game(EMPIRES, rich, ['Alice', 'Bob'], { landmarks: ['Mountain Pass'] }).do(
      0,
      'end actions',
      'play treasures',
      'buy Province',
      'end turn',
    );
    const v = g.view(1);
    expect(v.decision?.kind).toBe('number');
    const onMove = table(v);
    expect(screen.getByRole('region', { name: 'Turn' }).textContent).toContain('Phase: between turns');
    fireEvent.change(within(decision()).getByRole('spinbutton'), { target: { value: '5' } });
    fireEvent.click(within(decision()).getByRole('button', { name: 'Confirm' }));
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'number', value: 5 } });
  });

  it('Masquerade: who the game still waits on reads as what they decide, never "null"', () => {
    const setup = {
      firstPlayer: 0,
      players: {
        0: { hand: ['Masquerade', 'Copper', 'Copper', 'Estate', 'Estate'] },
        1: { hand: ['Copper', 'Silver', 'Estate', 'Estate', 'Copper'] },
      },
    };
    const g = game(INTRIGUE, setup).do(0, 'play Masquerade');
    // Both pass at once; Alice has answered, Bob not yet.
    expect(g.view(0).decision?.verb).toBe('pass');
    expect(g.view(1).decision?.verb).toBe('pass');
    g.do(0, 'pass Estate');
    table(g.view(0));
    const waiting = screen.getByText(/^Waiting for/);
    expect(waiting.textContent).toBe('Waiting for Bob (Masquerade: pass)');
  });

  it('the other player\'s turn reads "their turn"', () => {
    const g = game(INTRIGUE, { firstPlayer: 0 });
    table(g.view(1));
    expect(screen.getByText(/^Waiting for/).textContent).toBe('Waiting for Alice (their turn)');
  });
});
