import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DecisionPanel } from '@/components/decisions/decision-panel';
import type { OwnDecision } from '@/lib/engine';
import type { MoveData } from '@/lib/moves';
import { game, KINGDOM } from '../../support/engine-game';

const base = { prompt: 'Decide', verb: 'choose' };
const emptyView = () => game(KINGDOM).view(0);

function show(decision: OwnDecision, v = emptyView()) {
  const onMove = vi.fn<(m: MoveData) => void>();
  render(<DecisionPanel decision={decision} view={v} onMove={onMove} />);
  return onMove;
}
const btn = (name: string | RegExp) => screen.getByRole('button', { name });

describe('cards decision', () => {
  // The real Militia decision: Bob must discard exactly 2 of his 5 cards.
  const militia = () =>
    game(KINGDOM, {
      firstPlayer: 0,
      players: {
        0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
        1: { hand: ['Copper', 'Copper', 'Estate', 'Silver', 'Gold'] },
      },
    })
      .do(0, 'play Militia')
      .view(1);

  it('groups copies into one tile with a stepper; confirm only at exactly the required count; extra picks off at max', () => {
    const v = militia();
    expect(v.decision?.kind).toBe('cards');
    const onMove = show(v.decision!, v);
    const group = screen.getByRole('group', { name: 'Cards to choose from', description: /exactly 2/ });
    // Copper ×2, Estate, Silver, Gold: four tiles, not five buttons.
    expect(within(group).getAllByRole('button', { name: /^Pick / })).toHaveLength(4);
    const copper = btn(/^Pick Copper \(\$0, 2 to choose from\)/);
    const confirm = btn(/^Discard/);
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(btn('One more Copper'));
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(btn('One more Copper'));
    expect(copper.getAttribute('aria-pressed')).toBe('true');
    expect(btn(/^Pick Gold/)).toHaveProperty('disabled', false);
    expect(btn('One more Copper')).toHaveProperty('disabled', true);
    expect(confirm).toHaveProperty('disabled', false);
    expect(confirm.textContent).toBe('Discard 2 × Copper');
    fireEvent.click(confirm);
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'cards', cards: ['Copper', 'Copper'] } });
  });

  it('a click on a tile takes one more copy, and back to none after the last', () => {
    const v = militia();
    show(v.decision!, v);
    const copper = btn(/^Pick Copper/);
    fireEvent.click(copper);
    fireEvent.click(copper);
    expect(screen.getByLabelText('Copper picked').textContent).toBe('2');
    fireEvent.click(copper);
    expect(screen.getByLabelText('Copper picked').textContent).toBe('0');
    expect(copper.getAttribute('aria-pressed')).toBe('false');
  });

  it('unpicking a card frees the other choices again', () => {
    const v = militia();
    show(v.decision!, v);
    fireEvent.click(btn(/^Pick Estate/));
    fireEvent.click(btn(/^Pick Gold/));
    expect(btn('One more Copper')).toHaveProperty('disabled', true);
    fireEvent.click(btn(/^Pick Gold/));
    expect(btn('One more Copper')).toHaveProperty('disabled', false);
  });

  it('allows "nothing" when min is 0 (Cellar) and is keyboard operable', async () => {
    const v = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Cellar', 'Estate', 'Copper'], deck: ['Gold', 'Gold'] } },
    })
      .do(0, 'play Cellar')
      .view(0);
    expect(v.decision).toMatchObject({ kind: 'cards', min: 0 });
    const onMove = show(v.decision!, v);
    expect(btn(/nothing/)).toHaveProperty('disabled', false);
    const user = userEvent.setup();
    btn(/^Pick Estate/).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    const confirm = btn(/^Discard Estate, Copper/);
    confirm.focus();
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'cards', cards: ['Estate', 'Copper'] } });
  });
});

describe('pile decision', () => {
  it('leaves piles that are Supply tiles to the tiles; a pile that is no tile keeps its button', () => {
    // Silver and Village are tiles of this Supply; "Nowhere" (e.g. a named card) is not.
    const onMove = show({
      ...base,
      id: 1,
      kind: 'pile',
      piles: ['Silver', 'Village', 'Nowhere'],
      optional: false,
      verb: 'gain',
    });
    expect(screen.queryByRole('button', { name: /^Gain (Silver|Village)/ })).toBeNull();
    expect(screen.getByText(/Click a pile in the Supply to gain it: the 2 you may pick are outlined/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /nothing/ })).toBeNull();
    fireEvent.click(btn(/^Gain Nowhere/));
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'pile', pile: 'Nowhere' } });
  });

  it('offers "Gain nothing" for an optional pile choice', () => {
    const onMove = show({ ...base, id: 2, kind: 'pile', piles: ['Silver'], optional: true, verb: 'gain' });
    fireEvent.click(btn('Gain nothing'));
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'pile', pile: null } });
  });
});

describe('option decision', () => {
  const options = [
    { id: 'cards', label: '+2 Cards' },
    { id: 'actions', label: '+2 Actions' },
    { id: 'coins', label: '+$2' },
  ];

  it('one button per option when exactly one is wanted', () => {
    const onMove = show({ ...base, id: 3, kind: 'option', options, min: 1, max: 1 });
    fireEvent.click(btn('+$2'));
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'option', options: ['coins'] } });
  });

  it('checkboxes with a confirm enabled only at the right count (Pawn-style: choose two)', () => {
    const onMove = show({ ...base, id: 4, kind: 'option', options, min: 2, max: 2 });
    const confirm = btn('Confirm');
    fireEvent.click(screen.getByRole('checkbox', { name: '+2 Cards' }));
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: '+$2' }));
    expect(screen.getByRole('checkbox', { name: '+2 Actions' })).toHaveProperty('disabled', true);
    fireEvent.click(confirm);
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'option', options: ['cards', 'coins'] } });
  });
});

describe('order decision', () => {
  it('reorders with labelled up/down buttons and sends top first', () => {
    const onMove = show({ ...base, id: 5, kind: 'order', cards: ['Copper', 'Gold', 'Estate'], verb: 'order' });
    expect(btn('Move Copper (position 1) up')).toHaveProperty('disabled', true);
    expect(btn('Move Estate (position 3) down')).toHaveProperty('disabled', true);
    fireEvent.click(btn('Move Gold (position 2) up'));
    fireEvent.click(btn('Move Copper (position 2) down'));
    fireEvent.click(btn('Confirm order'));
    expect(onMove).toHaveBeenCalledWith({
      type: 'answer',
      answer: { kind: 'order', cards: ['Gold', 'Estate', 'Copper'] },
    });
  });
});

describe('number decision', () => {
  it('accepts only integers in range, and Enter submits', async () => {
    const onMove = show({ ...base, id: 6, kind: 'number', min: 0, max: 5 });
    const input = screen.getByLabelText('Number (0–5)');
    const confirm = btn('Confirm');
    fireEvent.change(input, { target: { value: '7' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '3' } });
    expect(confirm).toHaveProperty('disabled', false);
    input.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'number', value: 3 } });
  });

  it('starts at the lowest number, but at the most a player can pay when paying off debt (Capital)', () => {
    show({ ...base, id: 7, kind: 'number', min: 0, max: 40, verb: 'bid' });
    expect(screen.getByLabelText('Number (0–40)')).toHaveProperty('value', '0');
    cleanup();
    show({ ...base, id: 8, kind: 'number', min: 0, max: 4, verb: 'pay' });
    expect(screen.getByLabelText('Number (0–4)')).toHaveProperty('value', '4');
  });
});

describe('yes/no decision', () => {
  it('sends yes or no', () => {
    const onMove = show({ ...base, id: 7, kind: 'yesno', prompt: 'Vassal: play the discarded Village?' });
    expect(screen.getByRole('group', { name: /Vassal/ })).toBeTruthy();
    fireEvent.click(btn('No'));
    fireEvent.click(btn('Yes'));
    expect(onMove.mock.calls).toEqual([
      [{ type: 'answer', answer: { kind: 'yesno', yes: false } }],
      [{ type: 'answer', answer: { kind: 'yesno', yes: true } }],
    ]);
  });
});

describe('turn decision', () => {
  it('action phase with an Action to play: nothing highlighted, never "End Action phase"', () => {
    const v = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Village', 'Smithy', 'Copper', 'Estate', 'Village'] } },
    }).view(0);
    const onMove = show(v.decision!, v);
    expect(btn('End Action phase').className).not.toContain('primary');
    expect(btn('Play all Treasures').className).not.toContain('primary');
    expect(screen.getByText(/click a card in your hand to play it/i)).toBeTruthy();
    fireEvent.click(btn('End Action phase'));
    // With a Treasure in hand, one click ends the Action phase and plays them all (one engine move).
    fireEvent.click(btn('Play all Treasures'));
    expect(onMove.mock.calls).toEqual([[{ type: 'endPhase' }], [{ type: 'playTreasures' }]]);
  });

  it('action phase with no Action to play: "Play all Treasures" is highlighted', () => {
    const v = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Copper', 'Silver', 'Copper', 'Estate', 'Estate'] } },
    }).view(0);
    show(v.decision!, v);
    expect(btn('Play all Treasures').className).toContain('primary');
    expect(btn('End Action phase').className).not.toContain('primary');
  });

  it('action phase without a Treasure in hand: no "Play all Treasures"', () => {
    const v = game(KINGDOM, {
      firstPlayer: 0,
      players: { 0: { hand: ['Village', 'Estate', 'Estate', 'Estate', 'Estate'] } },
    }).view(0);
    show(v.decision!, v);
    expect(screen.queryByRole('button', { name: 'Play all Treasures' })).toBeNull();
  });

  it('debt: buying is off until it is paid; pay debt pays what the coins allow', () => {
    const v = game(KINGDOM, { firstPlayer: 0, players: { 0: { hand: ['Gold', 'Copper'], debt: 5 } } })
      .do(0, 'end actions', 'play treasures')
      .view(0);
    const onMove = show(v.decision!, v);
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
    fireEvent.click(btn('Pay 4 debt'));
    expect(onMove).toHaveBeenCalledWith({ type: 'payDebt', amount: 4 });
  });
});

describe('busy', () => {
  it('disables every control while a move is on its way', () => {
    render(<DecisionPanel decision={{ ...base, id: 8, kind: 'yesno' }} view={emptyView()} onMove={() => {}} busy />);
    expect(screen.getByRole('group')).toHaveProperty('disabled', true);
  });
});
