import { describe, expect, it } from 'vitest';
import { settlers } from '../../../../engine/cards/empires/settlers.js';
import { game } from './kit.js';

describe('Settlers', () => {
  it('has its printed text and cost', () => {
    expect(settlers).toMatchObject({ cost: { coins: 2, debt: 0 }, types: ['Action'] });
    expect(settlers.text).toBe(
      '+1 Card\n+1 Action\nLook through your discard pile. You may reveal a Copper from it and put it into your hand.',
    );
  });

  it('+1 Card +1 Action, and may put a Copper from the discard pile into hand', () => {
    const h = game({ zones: { 0: { hand: ['Settlers'], deck: ['Estate'], discard: ['Silver', 'Copper', 'Estate'] } } });
    h.do(0, 'play Settlers');
    expect(h.turn.actions).toBe(1);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 0, max: 1 });
    h.do(0, 'take Copper');
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
    expect(h.discard(0)).toEqual(['Silver', 'Estate']);
  });

  it('is optional; with no Copper there is nothing to ask', () => {
    const h = game({ zones: { 0: { hand: ['Settlers'], deck: ['Estate'], discard: ['Copper'] } } });
    h.do(0, 'play Settlers', 'take nothing');
    expect(h.discard(0)).toEqual(['Copper']);
    const none = game({ zones: { 0: { hand: ['Settlers'], deck: ['Estate'], discard: ['Silver'] } } });
    none.do(0, 'play Settlers');
    expect(none.decision(0)?.kind).toBe('turn');
  });
});
