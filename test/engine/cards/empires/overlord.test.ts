import { describe, expect, it } from 'vitest';
import { overlord } from '../../../../engine/cards/empires/overlord.js';
import { coins, game, n, pile, pileCards, removeTop, vp } from './kit.js';

const choices = (h: ReturnType<typeof game>) => {
  const d = h.decision(0)!;
  return d.kind === 'pile' ? d.piles : [];
};

describe('Overlord', () => {
  it('has its printed text and an 8 debt cost', () => {
    expect(overlord).toMatchObject({ cost: { coins: 0, debt: 8 }, types: ['Action'] });
    expect(overlord.text).toBe(
      'Play this as if it were an Action card in the Supply costing up to $5. This is that card until it leaves play.',
    );
  });

  it('is played as a visible Supply Action costing up to $5: no debt cost, no covered half, no empty pile, no Treasure', () => {
    const h = game({ zones: { 0: { hand: ['Overlord'], deck: n(5, 'Copper') } }, piles: { Village: 0 } });
    h.do(0, 'play Overlord');
    const c = choices(h);
    expect(c).toContain('Catapult');
    expect(c).toContain('Legionary');
    expect(c).toContain('Smithy');
    for (const no of [
      'Rocks',
      'Engineer',
      'City Quarter',
      'Village',
      'Capital',
      'Copper',
      'Fortune',
      'Bustling Village',
      'Overlord',
    ])
      expect(c).not.toContain(no);
  });

  it('follows the chosen card and is that card until it leaves play', () => {
    const h = game({ zones: { 0: { hand: ['Overlord'], deck: n(5, 'Copper') } } });
    h.do(0, 'play Overlord', 'play Smithy');
    expect(h.hand(0)).toEqual(n(3, 'Copper'));
    expect(h.inPlay(0)).toEqual(['Overlord']);
  });

  it('Throne Room on Overlord: the card is chosen only once', () => {
    const h = game({ zones: { 0: { hand: ['Throne Room', 'Overlord'], deck: n(10, 'Copper') } } });
    h.do(0, 'play Throne Room', 'play Overlord', 'play Smithy');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.hand(0)).toEqual(n(6, 'Copper'));
  });

  it("as Groundskeeper it has Groundskeeper's while-in-play ability", () => {
    const h = game({ zones: { 0: { hand: ['Overlord', 'Gold'], deck: n(5, 'Copper') } } });
    h.do(0, 'play Overlord', 'play Groundskeeper', 'end actions', 'play Gold', 'buy Estate');
    expect(vp(h, 0)).toBe(1);
  });

  it('as a Duration card (Archive) it stays in play like that card', () => {
    const h = game({ zones: { 0: { hand: ['Overlord'], deck: ['Gold', 'Silver', 'Estate', ...n(20, 'Copper')] } } });
    h.do(0, 'play Overlord', 'play Archive', 'take Gold', 'end actions', 'end turn');
    expect(h.inPlay(0)).toEqual(['Overlord']);
    h.do(1, 'end actions', 'end turn');
    expect(h.decision(0)).toMatchObject({ source: 'Archive' });
  });

  it('as Encampment it is set aside and returns to the Overlord pile', () => {
    const h = game({ zones: { 0: { hand: ['Overlord'], deck: n(10, 'Copper') } } });
    h.do(0, 'play Overlord', 'play Encampment');
    expect(h.setAside(0)).toEqual(['Overlord']);
    h.do(0, 'end actions', 'end turn');
    expect(pileCards(h, 'Overlord')).toEqual(n(11, 'Overlord'));
    expect(pileCards(h, 'Encampment/Plunder')[0]).toBe('Encampment');
    expect(h.supply('Encampment/Plunder')).toBe(10);
  });

  it("as Farmers' Market it trashes itself: the Overlord goes to the trash", () => {
    const h = game({ zones: { 0: { hand: ['Overlord'], deck: n(5, 'Copper') } } });
    pile(h, "Farmers' Market").vpTokens = 4;
    h.do(0, 'play Overlord', "play Farmers' Market");
    expect(vp(h, 0)).toBe(4);
    expect(h.trash()).toEqual(['Overlord']);
  });

  it('as an Attack (Legionary) other players may reveal Moat', () => {
    const h = game({
      zones: { 0: { hand: ['Overlord', 'Gold'], deck: n(5, 'Copper') }, 1: { hand: ['Moat', ...n(4, 'Copper')] } },
    });
    h.do(0, 'play Overlord', 'play Legionary');
    expect(h.decision(1)).toMatchObject({ verb: 'reveal' });
    h.do(1, 'reveal Moat');
    h.do(0, 'reveal Gold');
    expect(coins(h)).toBe(3);
    expect(h.hand(1)).toHaveLength(5);
  });

  it('only a visible top card: the uncovered half becomes choosable', () => {
    const h = game({ zones: { 0: { hand: ['Overlord'], deck: n(5, 'Copper') } } });
    removeTop(h, 'Patrician/Emporium', 5);
    h.do(0, 'play Overlord');
    expect(choices(h)).toContain('Emporium');
    expect(choices(h)).not.toContain('Patrician');
  });
});
