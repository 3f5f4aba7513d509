import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

function game(hand: string[], deck: string[]) {
  return start({ setup: { firstPlayer: 0, players: { '0': { hand, deck } } } });
}

describe('Market', () => {
  it('is a $5 Action with the printed text', () => {
    const d = getDef('Market');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+1 Card\n+1 Action\n+1 Buy\n+$1');
  });

  it('+1 Card +1 Action +1 Buy +$1', () => {
    const h = game(['Market'], ['Silver', 'Estate']);
    h.do(0, 'play Market');
    expect(h.hand(0)).toEqual(['Silver']);
    expect(h.deck(0)).toEqual(['Estate']);
    expect(h.turn).toMatchObject({ actions: 1, buys: 2, coins: 1 });
  });

  it('the +$1 adds to Treasures, and both Buys can be used', () => {
    const h = game(['Market', 'Copper'], ['Silver']);
    h.do(0, 'play Market', 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(4);
    h.do(0, 'buy Silver', 'buy Copper');
    expect(h.turn.buys).toBe(0);
    expect(h.discard(0).slice().sort()).toEqual(['Copper', 'Silver']);
  });
});
