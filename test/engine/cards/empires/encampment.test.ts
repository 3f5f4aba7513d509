import { describe, expect, it } from 'vitest';
import { encampment } from '../../../../engine/cards/empires/encampment.js';
import { game, n, pileCards, removeTop } from './kit.js';

describe('Encampment', () => {
  it('has its printed text and cost', () => {
    expect(encampment).toMatchObject({ cost: { coins: 2, debt: 0 }, types: ['Action'] });
    expect(encampment.text).toBe(
      '+2 Cards\n+2 Actions\nYou may reveal a Gold or Plunder from your hand. If you do not, set this aside, and return it to the Supply at the start of Clean-up.',
    );
  });

  it('+2 Cards +2 Actions; revealing a Gold keeps it in play', () => {
    const h = game({ zones: { 0: { hand: ['Encampment', 'Gold'], deck: n(10, 'Copper') } } });
    h.do(0, 'play Encampment');
    expect(h.turn.actions).toBe(2);
    h.do(0, 'reveal Gold');
    expect(h.inPlay(0)).toEqual(['Encampment']);
    h.do(0, 'end actions', 'end turn');
    expect(h.discard(0)).toContain('Encampment');
  });

  it('not revealing: set aside, then returned on top of its pile at the start of Clean-up, covering Plunder again', () => {
    const h = game({ zones: { 0: { hand: ['Encampment', 'Gold'], deck: n(10, 'Copper') } } });
    removeTop(h, 'Encampment/Plunder', 5);
    h.do(0, 'play Encampment', 'reveal nothing');
    expect(h.inPlay(0)).toEqual([]);
    expect(h.setAside(0)).toEqual(['Encampment']);
    h.do(0, 'end actions', 'play treasures');
    // Plunder is uncovered until Clean-up.
    h.do(0, 'buy Plunder', 'end turn');
    expect(pileCards(h, 'Encampment/Plunder')).toEqual(['Encampment', ...n(4, 'Plunder')]);
    expect(h.setAside(0)).toEqual([]);
    h.do(1, 'end actions', 'play treasures');
    expect(h.try(1, 'buy Plunder').ok).toBe(false);
  });

  it('with no Gold or Plunder in hand it is set aside without asking', () => {
    const h = game({ zones: { 0: { hand: ['Encampment'], deck: n(10, 'Copper') } } });
    h.do(0, 'play Encampment');
    expect(h.setAside(0)).toEqual(['Encampment']);
  });
});
