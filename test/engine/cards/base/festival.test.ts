import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

function game(hand: string[]) {
  return start({ setup: { firstPlayer: 0, players: { '0': { hand, deck: ['Gold', 'Gold', 'Gold'] } } } });
}

describe('Festival', () => {
  it('is a $5 Action with the printed text', () => {
    const d = getDef('Festival');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+2 Actions\n+1 Buy\n+$2');
  });

  it('+2 Actions, +1 Buy, +$2 and no card drawn', () => {
    const h = game(['Festival', 'Copper']);
    h.do(0, 'play Festival');
    expect(h.turn).toMatchObject({ actions: 2, buys: 2, coins: 2 });
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.deck(0)).toHaveLength(3);
  });

  it('chains: two Festivals leave 3 Actions, 3 Buys and $4, and the $ is spent in the Buy phase', () => {
    const h = game(['Festival', 'Festival', 'Copper']);
    h.do(0, 'play Festival', 'play Festival');
    expect(h.turn).toMatchObject({ actions: 3, buys: 3, coins: 4 });
    h.do(0, 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(5);
    h.do(0, 'buy Silver', 'buy Estate');
    expect(h.turn).toMatchObject({ buys: 1, coins: 0 });
  });
});
