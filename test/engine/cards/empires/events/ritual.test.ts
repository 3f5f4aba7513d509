import { describe, expect, it } from 'vitest';
import { defineCard } from '../../../../../engine/core/card-def.js';
import { registerCards } from '../../../../../engine/core/registry.js';
import { ritual } from '../../../../../engine/cards/empires/events/ritual.js';
import { game, toBuy, vp } from '../landscape-support.js';

registerCards([
  defineCard({ name: 'Test Debt Card', set: 'empires', cost: { coins: 0, debt: 4 }, types: ['Action'], text: '' }),
  defineCard({ name: 'Test Mixed Cost', set: 'empires', cost: { coins: 8, debt: 8 }, types: ['Treasure'], text: '' }),
]);

describe('Ritual', () => {
  it('is a $4 Event with the printed text', () => {
    expect(ritual).toMatchObject({ kind: 'event', cost: { coins: 4, debt: 0 } });
    expect(ritual.text).toBe('Gain a Curse. If you do, trash a card from your hand. +1 VP per $1 it cost.');
  });

  it('gains a Curse, then trashes a card from hand for +1 VP per $1 it cost', () => {
    const h = game({ events: ['Ritual'], zones: { 0: { hand: ['Witch', 'Village', 'Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Ritual');
    expect(h.discard(0)).toEqual(['Curse']);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'trash', min: 1, max: 1, source: 'Ritual' });
    h.do(0, 'trash Witch');
    expect(h.trash()).toEqual(['Witch']);
    expect(vp(h, 0)).toBe(5);
  });

  it('does nothing once the Curse pile is empty', () => {
    const h = game({ events: ['Ritual'], piles: { Curse: 0 }, zones: { 0: { hand: ['Witch', 'Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Ritual');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.trash()).toEqual([]);
    expect(h.hand(0)).toEqual(['Witch']);
    expect(vp(h, 0)).toBe(0);
  });

  it('counts only the $ part of the cost: debt gives nothing', () => {
    const h = game({ events: ['Ritual'], zones: { 0: { hand: ['Test Debt Card', 'Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Ritual');
    expect(h.trash()).toEqual(['Test Debt Card']);
    expect(vp(h, 0)).toBe(0);
    const h2 = game({ events: ['Ritual'], zones: { 0: { hand: ['Test Mixed Cost', 'Gold', 'Copper'] } } });
    h2.do(0, 'end actions', 'play Gold', 'play Copper', 'buy Ritual');
    expect(vp(h2, 0)).toBe(8);
  });

  it('with an empty hand the Curse is still gained', () => {
    const h = game({ events: ['Ritual'], zones: { 0: { hand: ['Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Ritual');
    expect(h.discard(0)).toEqual(['Curse']);
    expect(vp(h, 0)).toBe(0);
  });
});
