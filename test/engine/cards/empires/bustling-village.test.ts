import { describe, expect, it } from 'vitest';
import { bustlingVillage } from '../../../../engine/cards/empires/bustling-village.js';
import { game } from './kit.js';

describe('Bustling Village', () => {
  it('has its printed text and cost', () => {
    expect(bustlingVillage).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Action'] });
    expect(bustlingVillage.text).toBe(
      '+1 Card\n+3 Actions\nLook through your discard pile. You may reveal a Settlers from it and put it into your hand.',
    );
  });

  it('+1 Card +3 Actions, and may put a Settlers from the discard pile into hand', () => {
    const h = game({
      zones: {
        0: { hand: ['Bustling Village'], deck: ['Estate'], discard: ['Settlers', 'Copper', 'Bustling Village'] },
      },
    });
    h.do(0, 'play Bustling Village');
    expect(h.turn.actions).toBe(3);
    h.do(0, 'take Settlers');
    expect(h.hand(0)).toEqual(['Estate', 'Settlers']);
  });

  it('only Settlers (another Bustling Village is not a copy of Settlers)', () => {
    const h = game({
      zones: { 0: { hand: ['Bustling Village'], deck: ['Estate'], discard: ['Bustling Village', 'Copper'] } },
    });
    h.do(0, 'play Bustling Village');
    expect(h.decision(0)?.kind).toBe('turn');
  });
});
