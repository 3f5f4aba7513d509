import { describe, expect, it } from 'vitest';
import { annex } from '../../../../../engine/cards/empires/events/annex.js';
import { debt, game, toBuy } from '../landscape-support.js';
import { sorted } from '../../../../support/harness.js';

describe('Annex', () => {
  it('is an 8 debt Event with the printed text', () => {
    expect(annex).toMatchObject({ kind: 'event', cost: { coins: 0, debt: 8 } });
    expect(annex.text).toBe(
      'Look through your discard pile. Shuffle all but up to 5 cards from it into your deck. Gain a Duchy.',
    );
  });

  it('keeps up to 5 chosen cards in the discard pile, shuffles the rest into the deck, then gains a Duchy', () => {
    const discard = ['Gold', 'Silver', 'Copper', 'Copper', 'Estate', 'Estate', 'Village', 'Smithy'];
    const h = game({ events: ['Annex'], zones: { 0: { hand: ['Copper'], deck: ['Province', 'Curse'], discard } } });
    h.do(0, 'end actions', 'buy Annex');
    expect(debt(h, 0)).toBe(8);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'keep', min: 0, max: 5, source: 'Annex' });
    expect(h.try(0, 'keep Gold, Silver, Village, Smithy, Copper, Copper').ok).toBe(false);
    h.do(0, 'keep Gold, Silver, Village');
    expect(sorted(h.deck(0))).toEqual(sorted(['Province', 'Curse', 'Copper', 'Copper', 'Estate', 'Estate', 'Smithy']));
    // The Duchy arrives after the shuffle, on top of the kept cards.
    expect(h.discard(0)[0]).toBe('Duchy');
    expect(sorted(h.discard(0))).toEqual(sorted(['Duchy', 'Gold', 'Silver', 'Village']));
  });

  it('can be bought with an empty Duchy pile (no Duchy)', () => {
    const h = game({ events: ['Annex'], piles: { Duchy: 0 }, zones: { 0: { hand: ['Copper'], discard: ['Estate'] } } });
    h.do(0, 'end actions', 'buy Annex', 'keep nothing');
    expect(h.discard(0)).toEqual([]);
    expect(h.deck(0)).toEqual(['Estate']);
    expect(debt(h, 0)).toBe(8);
  });

  it('cannot be bought while holding debt', () => {
    const h = game({ events: ['Annex'], zones: { 0: { hand: ['Copper'], debt: 2 } } });
    toBuy(h);
    expect(h.try(0, 'buy Annex').ok).toBe(false);
  });
});
