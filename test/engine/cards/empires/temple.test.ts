import { describe, expect, it } from 'vitest';
import { temple } from '../../../../engine/cards/empires/temple.js';
import { game, pile, vp } from './kit.js';

describe('Temple', () => {
  it('has its printed text and cost', () => {
    expect(temple).toMatchObject({ cost: { coins: 4, debt: 0 }, types: ['Action', 'Gathering'] });
    expect(temple.text).toBe(
      '+1 VP\nTrash from 1 to 3 differently named cards from your hand.\nAdd 1 VP to the Temple Supply pile.\n---\nWhen you gain this, take all the VP from the Temple Supply pile.',
    );
  });

  it('+1 VP, trash 1 to 3 differently named cards, add 1 VP to the pile', () => {
    const h = game({ zones: { 0: { hand: ['Temple', 'Copper', 'Copper', 'Estate', 'Curse', 'Silver'] } } });
    h.do(0, 'play Temple');
    expect(vp(h, 0)).toBe(1);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 1, max: 3 });
    expect(h.try(0, 'trash Copper, Copper').ok).toBe(false);
    expect(h.try(0, 'trash nothing').ok).toBe(false);
    h.do(0, 'trash Copper, Estate, Curse');
    expect(h.trash()).toEqual(['Copper', 'Curse', 'Estate']);
    expect(h.hand(0)).toEqual(['Copper', 'Silver']);
    expect(pile(h, 'Temple').vpTokens).toBe(1);
  });

  it('gaining a Temple takes all the VP from its pile', () => {
    const h = game({ zones: { 0: { hand: ['Gold', 'Copper'] } } });
    pile(h, 'Temple').vpTokens = 3;
    h.do(0, 'end actions', 'play treasures', 'buy Temple');
    expect(vp(h, 0)).toBe(3);
    expect(pile(h, 'Temple').vpTokens).toBe(0);
  });

  it('the pile receives VP even when empty', () => {
    const h = game({ zones: { 0: { hand: ['Temple', 'Copper'] } }, piles: { Temple: 0 } });
    h.do(0, 'play Temple');
    expect(pile(h, 'Temple').vpTokens).toBe(1);
  });
});
