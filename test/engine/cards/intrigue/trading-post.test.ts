import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedSetup } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (hand: string[], piles?: ForcedSetup['piles']) =>
  start({
    setup: { firstPlayer: 0, piles, players: { '0': { hand, deck: ['Gold'] }, '1': { hand: ['Copper'] } } },
  });

describe('Trading Post', () => {
  it('is a $5 Action with its printed text', () => {
    const d = getDef('Trading Post');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('Trash 2 cards from your hand. If you did, gain a Silver to your hand.');
  });

  it('trashes exactly 2 cards and gains a Silver to hand', () => {
    const h = game(['Trading Post', 'Copper', 'Estate', 'Curse']).do(0, 'play Trading Post');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 2, max: 2, verb: 'trash' });
    expect(h.try(0, 'trash Curse').ok).toBe(false);
    h.do(0, 'trash Curse, Estate');
    expect(h.trash()).toEqual(['Curse', 'Estate']);
    expect(h.hand(0)).toEqual(['Copper', 'Silver']);
    expect(h.discard(0)).toEqual([]);
    expect(h.supply('Silver')).toBe(39);
  });

  it('the Silver in hand can be played this turn', () => {
    const h = game(['Trading Post', 'Estate', 'Estate']).do(0, 'play Trading Post', 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(2);
  });

  it('one card in hand: it is trashed and no Silver is gained', () => {
    const h = game(['Trading Post', 'Estate']).do(0, 'play Trading Post');
    expect(h.trash()).toEqual(['Estate']);
    expect(h.hand(0)).toEqual([]);
    expect(h.supply('Silver')).toBe(40);
  });

  it('empty hand: nothing happens', () => {
    const h = game(['Trading Post']).do(0, 'play Trading Post');
    expect(h.trash()).toEqual([]);
    expect(h.supply('Silver')).toBe(40);
  });

  it('Silver pile empty: the 2 cards are still trashed', () => {
    const h = game(['Trading Post', 'Estate', 'Estate'], { Silver: 0 }).do(0, 'play Trading Post');
    expect(h.trash()).toEqual(['Estate', 'Estate']);
    expect(h.hand(0)).toEqual([]);
  });
});
