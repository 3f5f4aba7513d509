import { describe, expect, it } from 'vitest';
import { legionary } from '../../../../engine/cards/empires/legionary.js';
import { coins, game, n } from './kit.js';

describe('Legionary', () => {
  it('has its printed text and cost', () => {
    expect(legionary).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Action', 'Attack'] });
    expect(legionary.text).toBe(
      '+$3\nYou may reveal a Gold from your hand. If you do, each other player discards down to 2 cards in hand, then draws a card.',
    );
  });

  it('revealing a Gold: each other player discards down to 2, then draws a card', () => {
    const h = game({
      zones: {
        0: { hand: ['Legionary', 'Gold'] },
        1: { hand: ['Copper', 'Silver', 'Estate', 'Estate'], deck: ['Province'] },
      },
    });
    h.do(0, 'play Legionary', 'reveal Gold');
    expect(coins(h)).toBe(3);
    h.do(1, 'discard Estate, Estate');
    expect(h.hand(1)).toEqual(['Copper', 'Province', 'Silver']);
  });

  it('not revealing: only +$3', () => {
    const h = game({ zones: { 0: { hand: ['Legionary', 'Gold'] }, 1: { hand: n(5, 'Copper') } } });
    h.do(0, 'play Legionary', 'reveal nothing');
    expect(h.hand(1)).toHaveLength(5);
  });

  it('Moat is revealed before the Gold is chosen and protects', () => {
    const h = game({ zones: { 0: { hand: ['Legionary', 'Gold'] }, 1: { hand: ['Moat', ...n(4, 'Copper')] } } });
    h.do(0, 'play Legionary');
    expect(h.decision(1)).toMatchObject({ kind: 'option', verb: 'reveal' });
    expect(h.decision(0)).toBeUndefined();
    h.do(1, 'reveal Moat');
    h.do(0, 'reveal Gold');
    expect(h.hand(1)).toHaveLength(5);
  });
});
