import { describe, expect, it } from 'vitest';
import { kingdomPileNames } from '../../../engine/index.js';
import { game, n, pileCards, removeTop } from '../cards/empires/kit.js';

describe('split piles and the Castles pile', () => {
  it('a split pile holds 5 of the cheaper card on top of 5 of the other', () => {
    const h = game();
    expect(pileCards(h, 'Catapult/Rocks')).toEqual([...n(5, 'Catapult'), ...n(5, 'Rocks')]);
    expect(pileCards(h, 'Encampment/Plunder')).toEqual([...n(5, 'Encampment'), ...n(5, 'Plunder')]);
    expect(pileCards(h, 'Gladiator/Fortune')).toEqual([...n(5, 'Gladiator'), ...n(5, 'Fortune')]);
    expect(pileCards(h, 'Patrician/Emporium')).toEqual([...n(5, 'Patrician'), ...n(5, 'Emporium')]);
    expect(pileCards(h, 'Settlers/Bustling Village')).toEqual([...n(5, 'Settlers'), ...n(5, 'Bustling Village')]);
  });

  it('Castles: one of each with 2 players, sorted by cost with Humble Castle on top', () => {
    const h = game();
    expect(pileCards(h, 'Castles')).toEqual([
      'Humble Castle',
      'Crumbling Castle',
      'Small Castle',
      'Haunted Castle',
      'Opulent Castle',
      'Sprawling Castle',
      'Grand Castle',
      "King's Castle",
    ]);
  });

  it("Castles: 12 cards with 3 or more players (two each of Humble, Small, Opulent, King's)", () => {
    const h = game({ players: 3 });
    expect(pileCards(h, 'Castles')).toEqual([
      'Humble Castle',
      'Humble Castle',
      'Crumbling Castle',
      'Small Castle',
      'Small Castle',
      'Haunted Castle',
      'Opulent Castle',
      'Opulent Castle',
      'Sprawling Castle',
      'Grand Castle',
      "King's Castle",
      "King's Castle",
    ]);
  });

  it('the Kingdom pile list names the split piles and Castles, never their halves', () => {
    const names = kingdomPileNames('empires');
    expect(names).toHaveLength(24);
    for (const p of ['Castles', 'Catapult/Rocks', 'Gladiator/Fortune', 'Overlord', "Farmers' Market"])
      expect(names).toContain(p);
    for (const c of ['Rocks', 'Catapult', 'Humble Castle', 'Fortune', 'Plunder']) expect(names).not.toContain(c);
  });

  it('only the top card can be bought: the covered half is not for sale until uncovered', () => {
    const h = game({ zones: { 0: { hand: ['Gold', 'Gold'] } } });
    h.do(0, 'end actions', 'play treasures');
    const r = h.try(0, 'buy Rocks');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('move/pile-empty');
    expect(h.try(0, 'buy Small Castle').ok).toBe(false);
    removeTop(h, 'Catapult/Rocks', 5);
    h.do(0, 'buy Rocks');
    expect(h.discard(0)).toEqual(['Rocks']);
    expect(h.deck(0)[0]).toBe('Silver'); // Rocks' Silver in the Buy phase goes onto the deck
  });

  it('a split pile is empty only when both halves are gone (game end needs 3 empty piles)', () => {
    const h = game({
      zones: { 0: { hand: ['Silver'], deck: n(5, 'Copper') }, 1: { hand: n(5, 'Copper'), deck: n(5, 'Copper') } },
      piles: { 'Catapult/Rocks': 5, 'Encampment/Plunder': 0, 'Gladiator/Fortune': 0 },
    });
    // Only the Catapults are left on their pile: not empty.
    expect(h.supply('Catapult/Rocks')).toBe(5);
    h.do(0, 'end actions', 'end turn');
    expect(h.state.result).toBeNull();
    removeTop(h, 'Catapult/Rocks', 5);
    h.do(1, 'end actions', 'end turn');
    expect(h.state.result).not.toBeNull();
  });

  it('a pile forced to its top half keeps only those cards; the missing half cannot be bought', () => {
    // Only 5 Catapults: the Rocks half is gone, so Rocks cannot be bought, and the pile is not empty.
    const h = game({ zones: { 0: { hand: n(5, 'Gold') } }, piles: { 'Catapult/Rocks': 5 } });
    h.do(0, 'end actions', 'play treasures');
    expect(h.try(0, 'buy Rocks').ok).toBe(false);
    h.do(0, 'buy Catapult');
    expect(pileCards(h, 'Catapult/Rocks')).toEqual(n(4, 'Catapult'));
  });
});
