import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

function game(hand: string[], deck: string[], discard: string[] = []) {
  return start({ setup: { firstPlayer: 0, players: { '0': { hand, deck, discard } } } });
}

describe('Laboratory', () => {
  it('is a $5 Action with the printed text', () => {
    const d = getDef('Laboratory');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+2 Cards\n+1 Action');
  });

  it('+2 Cards +1 Action', () => {
    const h = game(['Laboratory'], ['Gold', 'Silver', 'Estate']);
    h.do(0, 'play Laboratory');
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
    expect(h.deck(0)).toEqual(['Estate']);
    expect(h.turn.actions).toBe(1);
    expect(h.turn.buys).toBe(1);
    expect(h.turn.coins).toBe(0);
  });

  it('shuffles the discard pile for the second card', () => {
    const h = game(['Laboratory'], ['Gold'], ['Silver']);
    h.do(0, 'play Laboratory');
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
  });

  it('draws what it can with too few cards', () => {
    const h = game(['Laboratory'], ['Gold']);
    h.do(0, 'play Laboratory');
    expect(h.hand(0)).toEqual(['Gold']);
    expect(h.turn.actions).toBe(1);
  });
});
