import { describe, expect, it } from 'vitest';
import { sacrifice } from '../../../../engine/cards/empires/sacrifice.js';
import { coins, game, n, vp } from './kit.js';

const sac = (card: string) => {
  const h = game({ zones: { 0: { hand: ['Sacrifice', card], deck: n(5, 'Silver') } } });
  h.do(0, 'play Sacrifice');
  return h;
};

describe('Sacrifice', () => {
  it('has its printed text and cost', () => {
    expect(sacrifice).toMatchObject({ cost: { coins: 4, debt: 0 }, types: ['Action'] });
    expect(sacrifice.text).toBe(
      "Trash a card from your hand.\nIf it's an…\nAction card, +2 Cards, +2 Actions\nTreasure card, +$2\nVictory card, +2 VP",
    );
  });

  it('Action: +2 Cards +2 Actions', () => {
    const h = sac('Village');
    expect(h.trash()).toEqual(['Village']);
    expect(h.hand(0)).toEqual(['Silver', 'Silver']);
    expect(h.turn.actions).toBe(2);
  });

  it('Treasure: +$2; Victory: +2 VP; Curse: nothing', () => {
    expect(coins(sac('Copper'))).toBe(2);
    expect(vp(sac('Estate'), 0)).toBe(2);
    const c = sac('Curse');
    expect(c.trash()).toEqual(['Curse']);
    expect([coins(c), vp(c, 0), c.turn.actions, c.hand(0).length]).toEqual([0, 0, 0, 0]);
  });

  it('several types give every matching bonus (Crown: cards, actions and $; Humble Castle: $ and VP)', () => {
    const h = sac('Crown');
    expect(h.hand(0)).toHaveLength(2);
    expect(h.turn.actions).toBe(2);
    expect(coins(h)).toBe(2);
    const hc = sac('Humble Castle');
    expect([coins(hc), vp(hc, 0)]).toEqual([2, 2]);
  });
});
