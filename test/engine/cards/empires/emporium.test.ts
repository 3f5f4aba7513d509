import { describe, expect, it } from 'vitest';
import { emporium } from '../../../../engine/cards/empires/emporium.js';
import { coins, game, n, removeTop, vp } from './kit.js';

describe('Emporium', () => {
  it('has its printed text and cost', () => {
    expect(emporium).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Action'] });
    expect(emporium.text).toBe(
      '+1 Card\n+1 Action\n+$1\n---\nWhen you gain this, if you have at least 5 Action cards in play, +2 VP.',
    );
  });

  it('+1 Card +1 Action +$1', () => {
    const h = game({ zones: { 0: { hand: ['Emporium'], deck: ['Silver'] } } });
    h.do(0, 'play Emporium');
    expect(h.hand(0)).toEqual(['Silver']);
    expect(h.turn.actions).toBe(1);
    expect(coins(h)).toBe(1);
  });

  it('gained with 5 Action cards in play: +2 VP; with 4: nothing', () => {
    const five = game({ zones: { 0: { hand: [...n(5, 'Village'), 'Gold', 'Gold'], deck: n(10, 'Copper') } } });
    removeTop(five, 'Patrician/Emporium', 5);
    five.do(0, ...n(5, 'play Village'), 'end actions', 'play Gold', 'play Gold', 'buy Emporium');
    expect(vp(five, 0)).toBe(2);
    const four = game({ zones: { 0: { hand: [...n(4, 'Village'), 'Gold', 'Gold'], deck: n(10, 'Copper') } } });
    removeTop(four, 'Patrician/Emporium', 5);
    four.do(0, ...n(4, 'play Village'), 'end actions', 'play Gold', 'play Gold', 'buy Emporium');
    expect(vp(four, 0)).toBe(0);
  });

  it('Duration cards still in play from an earlier turn count', () => {
    const h = game({
      zones: {
        0: {
          hand: ['Archive'],
          deck: [...n(5, 'Copper'), ...n(4, 'Village'), 'Gold', 'Copper', 'Copper', ...n(10, 'Copper')],
        },
      },
    });
    removeTop(h, 'Patrician/Emporium', 5);
    h.do(0, 'play Archive', 'end actions', 'end turn');
    h.do(1, 'end actions', 'end turn');
    expect(h.inPlay(0)).toEqual(['Archive']);
    // Archive (from last turn) + 4 Villages = 5 Action cards in play.
    h.do(0, ...n(4, 'play Village'), 'end actions', 'play treasures', 'buy Emporium');
    expect(vp(h, 0)).toBe(2);
  });
});
