import { describe, expect, it } from 'vitest';
import { royalBlacksmith } from '../../../../engine/cards/empires/royal-blacksmith.js';
import { game } from './kit.js';

describe('Royal Blacksmith', () => {
  it('has its printed text and an 8 debt cost', () => {
    expect(royalBlacksmith).toMatchObject({ cost: { coins: 0, debt: 8 }, types: ['Action'] });
    expect(royalBlacksmith.text).toBe('+5 Cards\nReveal your hand; discard the Coppers.');
  });

  it('+5 Cards, then discards every Copper in hand (old and new)', () => {
    const h = game({
      zones: {
        0: {
          hand: ['Royal Blacksmith', 'Copper', 'Estate'],
          deck: ['Copper', 'Silver', 'Copper', 'Gold', 'Village', 'Copper'],
        },
      },
    });
    h.do(0, 'play Royal Blacksmith');
    expect(h.hand(0)).toEqual(['Estate', 'Gold', 'Silver', 'Village']);
    expect(h.discard(0)).toEqual(['Copper', 'Copper', 'Copper']);
    expect(h.deck(0)).toEqual(['Copper']);
  });
});
