import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (hand: string[], deck: string[] = ['Gold', 'Silver', 'Copper']) =>
  start({
    setup: { firstPlayer: 0, players: { '0': { hand, deck }, '1': { hand: ['Copper'], deck: ['Copper'] } } },
  });

describe('Steward', () => {
  it('is a $3 Action with its printed text', () => {
    const d = getDef('Steward');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.');
  });

  it('+2 Cards', () => {
    const h = game(['Steward', 'Estate']).do(0, 'play Steward', 'choose +2 Cards');
    expect(h.hand(0)).toEqual(['Estate', 'Gold', 'Silver']);
    expect(h.turn.coins).toBe(0);
  });

  it('+$2', () => {
    const h = game(['Steward', 'Estate']).do(0, 'play Steward', 'choose +$2');
    expect(h.hand(0)).toEqual(['Estate']);
    expect(h.turn.coins).toBe(2);
  });

  it('trash 2 cards from your hand: exactly 2 with 2 or more in hand', () => {
    const h = game(['Steward', 'Estate', 'Copper', 'Curse']).do(0, 'play Steward', 'choose trash');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 2, max: 2, verb: 'trash' });
    expect(h.try(0, 'trash Curse').ok).toBe(false);
    h.do(0, 'trash Curse, Estate');
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.trash()).toEqual(['Curse', 'Estate']);
    expect(h.turn.coins).toBe(0);
  });

  it('trash may be chosen with one card in hand: that card is trashed', () => {
    const h = game(['Steward', 'Estate']).do(0, 'play Steward', 'choose trash 2 cards from your hand');
    expect(h.hand(0)).toEqual([]);
    expect(h.trash()).toEqual(['Estate']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('trash may be chosen with an empty hand (nothing happens)', () => {
    const h = game(['Steward']).do(0, 'play Steward', 'choose trash');
    expect(h.trash()).toEqual([]);
    expect(h.deck(0)).toEqual(['Gold', 'Silver', 'Copper']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('only one option is done', () => {
    const h = game(['Steward', 'Estate']).do(0, 'play Steward');
    expect(h.try(0, 'choose +2 Cards, +$2').ok).toBe(false);
  });
});
