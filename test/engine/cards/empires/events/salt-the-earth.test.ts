import { describe, expect, it } from 'vitest';
import { saltTheEarth } from '../../../../../engine/cards/empires/events/salt-the-earth.js';
import { game, toBuy, vp } from '../landscape-support.js';

describe('Salt the Earth', () => {
  it('is a $4 Event with the printed text', () => {
    expect(saltTheEarth).toMatchObject({ kind: 'event', cost: { coins: 4, debt: 0 } });
    expect(saltTheEarth.text).toBe('+1 VP\nTrash a Victory card from the Supply.');
  });

  it('+1 VP and trashes a Victory card from the Supply', () => {
    const h = game({ events: ['Salt the Earth'], zones: { 0: { hand: ['Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Salt the Earth');
    expect(vp(h, 0)).toBe(1);
    const d = h.decision(0);
    expect(d).toMatchObject({ kind: 'pile', verb: 'trash', optional: false });
    expect(d?.kind === 'pile' ? [...d.piles].sort() : []).toEqual(['Duchy', 'Estate', 'Province']);
    h.do(0, 'trash Province');
    expect(h.supply('Province')).toBe(7);
    expect(h.trash()).toEqual(['Province']);
    expect(h.discard(0)).toEqual([]);
  });

  it('can empty a pile, which counts for the game end', () => {
    const h = game({ events: ['Salt the Earth'], piles: { Province: 1 }, zones: { 0: { hand: ['Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Salt the Earth', 'trash Province', 'end turn');
    expect(h.state.result).not.toBeNull();
  });

  it('with Tomb, the trash from the Supply gives +1 VP', () => {
    const h = game({ events: ['Salt the Earth'], landmarks: ['Tomb'], zones: { 0: { hand: ['Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Salt the Earth', 'trash Estate');
    expect(vp(h, 0)).toBe(2);
  });

  it('with no Victory card in the Supply it still gives +1 VP', () => {
    const h = game({
      events: ['Salt the Earth'],
      piles: { Estate: 0, Duchy: 0, Province: 0 },
      zones: { 0: { hand: ['Gold', 'Copper'] } },
    });
    toBuy(h).do(0, 'buy Salt the Earth');
    expect(vp(h, 0)).toBe(1);
    expect(h.decision(0)?.kind).toBe('turn');
  });
});
