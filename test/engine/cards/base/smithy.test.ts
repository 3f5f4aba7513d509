import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

function game(hand: string[], deck: string[], discard: string[] = []) {
  return start({ setup: { firstPlayer: 0, players: { '0': { hand, deck, discard } } } });
}

describe('Smithy', () => {
  it('is a $4 Action with the printed text', () => {
    const d = getDef('Smithy');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+3 Cards');
  });

  it('+3 Cards and no +Action', () => {
    const h = game(['Smithy', 'Village'], ['Gold', 'Silver', 'Copper', 'Estate']);
    h.do(0, 'play Smithy');
    expect(h.hand(0)).toEqual(['Copper', 'Gold', 'Silver', 'Village']);
    expect(h.deck(0)).toEqual(['Estate']);
    expect(h.turn).toMatchObject({ actions: 0, buys: 1, coins: 0 });
    const r = h.try(0, 'play Village');
    expect(!r.ok && r.error.code).toBe('move/no-actions');
  });

  it('shuffles the discard pile only when the deck runs out', () => {
    const h = game(['Smithy'], ['Gold'], ['Silver', 'Silver', 'Estate']);
    h.do(0, 'play Smithy');
    expect(h.hand(0)).toContain('Gold');
    expect(h.hand(0)).toHaveLength(3);
    expect(h.deck(0)).toHaveLength(1);
    expect(h.discard(0)).toEqual([]);
    expect(h.log.filter((e) => e.kind === 'shuffle')).toHaveLength(1);
  });

  it('draws what it can with too few cards', () => {
    const h = game(['Smithy'], ['Gold']);
    h.do(0, 'play Smithy');
    expect(h.hand(0)).toEqual(['Gold']);
  });
});
