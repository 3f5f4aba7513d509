import { describe, expect, it } from 'vitest';
import { banquet } from '../../../../../engine/cards/empires/events/banquet.js';
import { game, toBuy } from '../landscape-support.js';
import { sorted } from '../../../../support/harness.js';

describe('Banquet', () => {
  it('is a $3 Event with the printed text', () => {
    expect(banquet).toMatchObject({ kind: 'event', cost: { coins: 3, debt: 0 } });
    expect(banquet.text).toBe('Gain 2 Coppers and a non-Victory card costing up to $5.');
  });

  it('gains 2 Coppers and a non-Victory card costing up to $5', () => {
    const h = game({ events: ['Banquet'], zones: { 0: { hand: ['Silver', 'Copper'] } } });
    toBuy(h).do(0, 'buy Banquet');
    expect(h.turn.coins).toBe(0);
    const d = h.decision(0);
    const piles = d?.kind === 'pile' ? d.piles : [];
    expect(piles).toEqual(expect.arrayContaining(['Copper', 'Silver', 'Curse', 'Witch', 'Market']));
    for (const no of ['Estate', 'Duchy', 'Gold', 'Province']) expect(piles).not.toContain(no);
    h.do(0, 'gain Market');
    expect(sorted(h.discard(0))).toEqual(['Copper', 'Copper', 'Market']);
  });

  it('can be bought with the Copper pile empty', () => {
    const h = game({ events: ['Banquet'], piles: { Copper: 0 }, zones: { 0: { hand: ['Silver', 'Copper'] } } });
    toBuy(h).do(0, 'buy Banquet', 'gain Silver');
    expect(h.discard(0)).toEqual(['Silver']);
  });
});
