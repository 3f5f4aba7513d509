import { describe, expect, it } from 'vitest';
import { delve } from '../../../../../engine/cards/empires/events/delve.js';
import { game, toBuy } from '../landscape-support.js';

describe('Delve', () => {
  it('is a $2 Event with the printed text', () => {
    expect(delve).toMatchObject({ kind: 'event', cost: { coins: 2, debt: 0 } });
    expect(delve.text).toBe('+1 Buy\nGain a Silver.');
  });

  it('gives back its Buy: with $7 and 1 Buy, Delve, Delve, then a $3 card', () => {
    const h = game({ events: ['Delve'], zones: { 0: { hand: ['Gold', 'Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Delve');
    expect(h.turn.buys).toBe(1);
    expect(h.discard(0)).toEqual(['Silver']);
    h.do(0, 'buy Delve', 'buy Village');
    expect(h.turn.buys).toBe(0);
    expect(h.turn.coins).toBe(0);
    expect(h.discard(0)).toEqual(['Village', 'Silver', 'Silver']);
  });

  it('locks Treasures like any buy', () => {
    const h = game({ events: ['Delve'], zones: { 0: { hand: ['Gold', 'Copper'] } } });
    h.do(0, 'end actions', 'play Gold', 'buy Delve');
    expect(h.try(0, 'play Copper').ok).toBe(false);
  });
});
