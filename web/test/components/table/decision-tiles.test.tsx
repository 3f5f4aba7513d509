// Decisions answered on the table's own tiles: a choice of cards from the hand is picked on the
// hand's tiles (no second set of tiles in the panel), a pile to gain on the Supply's tiles (no
// list of pile buttons beside them). What may be picked comes from the engine's view only.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameTable } from '@/components/table/game-table';
import { game } from '../../support/engine-game';

const FIRST_GAME = [
  'Cellar',
  'Market',
  'Merchant',
  'Militia',
  'Mine',
  'Moat',
  'Remodel',
  'Smithy',
  'Village',
  'Workshop',
];
const SENTRY = ['Sentry', 'Market', 'Merchant', 'Militia', 'Mine', 'Moat', 'Remodel', 'Smithy', 'Village', 'Workshop'];

const table = (v: ReturnType<ReturnType<typeof game>['view']>) => {
  const onMove = vi.fn();
  render(<GameTable view={v} log={[]} onMove={onMove} />);
  return {
    onMove,
    panel: screen.getByRole('region', { name: 'Your decision' }),
    hand: screen.getByRole('list', { name: 'Your hand' }),
  };
};

describe('a choice of cards from the hand, on the hand tiles', () => {
  const militia = () =>
    game(FIRST_GAME, {
      firstPlayer: 0,
      players: {
        0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
        1: { hand: ['Copper', 'Copper', 'Estate', 'Silver', 'Gold'] },
      },
    })
      .do(0, 'play Militia')
      .view(1);

  it('has no tiles in the panel; the hand tiles pick, the panel confirms', () => {
    const v = militia();
    expect(v.decision).toMatchObject({ kind: 'cards', fromHand: true });
    const { onMove, panel, hand } = table(v);
    expect(within(panel).queryByRole('group', { name: 'Cards to choose from' })).toBeNull();
    expect(within(panel).getByText(/Choose exactly 2 by clicking the cards in your hand · selected 0/)).toBeTruthy();
    const confirm = within(panel).getByRole('button', { name: /^Discard/ });
    expect(confirm).toHaveProperty('disabled', true);
    const copper = within(hand).getByRole('button', { name: /^Pick Copper \(\$0, 2 in hand\)/ });
    fireEvent.click(copper);
    expect(copper.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(hand).getByRole('button', { name: /^Pick Estate/ }));
    expect(within(panel).getByText(/selected 2/)).toBeTruthy();
    // Full: one more Copper is off; clicking a picked tile again puts it back.
    expect(within(hand).getByRole('button', { name: 'One more Copper' })).toHaveProperty('disabled', true);
    fireEvent.click(confirm);
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'cards', cards: ['Copper', 'Estate'] } });
  });

  it('leaves cards the decision does not allow as plain tiles (Mine: Treasures only)', () => {
    const v = game(FIRST_GAME, {
      firstPlayer: 0,
      players: { 0: { hand: ['Mine', 'Copper', 'Silver', 'Estate', 'Estate'] } },
    })
      .do(0, 'play Mine')
      .view(0);
    expect(v.decision).toMatchObject({ kind: 'cards', fromHand: true });
    const { hand } = table(v);
    expect(
      within(hand)
        .getAllByRole('button', { name: /^Pick / })
        .map((b) => b.getAttribute('aria-label')!.split(' (')[0]),
    ).toEqual(['Pick Copper', 'Pick Silver']);
    expect(within(hand).getByRole('img', { name: /^Estate/ })).toBeTruthy();
  });

  it('is keyboard operable: Enter on a hand tile picks, the confirm button sends', async () => {
    const v = game(FIRST_GAME, {
      firstPlayer: 0,
      players: { 0: { hand: ['Cellar', 'Estate', 'Copper'], deck: ['Gold', 'Gold'] } },
    })
      .do(0, 'play Cellar')
      .view(0);
    const { onMove, panel, hand } = table(v);
    const user = userEvent.setup();
    within(hand)
      .getByRole('button', { name: /^Pick Estate/ })
      .focus();
    await user.keyboard('{Enter}');
    const confirm = within(panel).getByRole('button', { name: 'Discard Estate' });
    confirm.focus();
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'cards', cards: ['Estate'] } });
  });

  it('keeps the tiles in the panel for cards that are not in the hand (Sentry looks at its deck)', () => {
    const v = game(SENTRY, {
      firstPlayer: 0,
      players: {
        0: { hand: ['Sentry', 'Copper', 'Copper', 'Estate', 'Estate'], deck: ['Gold', 'Curse', 'Estate', 'Silver'] },
      },
    })
      .do(0, 'play Sentry')
      .view(0);
    expect(v.decision).toMatchObject({ kind: 'cards', fromHand: false });
    const { panel, hand } = table(v);
    expect(within(panel).getByRole('group', { name: 'Cards to choose from' })).toBeTruthy();
    expect(within(hand).queryAllByRole('button', { name: /^Pick / })).toHaveLength(0);
  });
});

describe('a pile to gain, on the Supply tiles', () => {
  it('gains by clicking a Supply tile; the panel lists no pile buttons', () => {
    const v = game(FIRST_GAME, {
      firstPlayer: 0,
      players: { 0: { hand: ['Workshop', 'Copper', 'Copper', 'Estate', 'Estate'] } },
    })
      .do(0, 'play Workshop')
      .view(0);
    expect(v.decision?.kind).toBe('pile');
    const { onMove, panel } = table(v);
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    const supply = screen.getByRole('region', { name: 'Supply' });
    // Only what costs up to $4 is a control; a Gold tile is not.
    expect(within(supply).queryByRole('button', { name: /^Gain Gold/ })).toBeNull();
    fireEvent.click(within(supply).getByRole('button', { name: /^Gain Silver/ }));
    expect(onMove).toHaveBeenCalledWith({ type: 'answer', answer: { kind: 'pile', pile: 'Silver' } });
  });
});
