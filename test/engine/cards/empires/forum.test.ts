import { describe, expect, it } from 'vitest';
import { forum } from '../../../../engine/cards/empires/forum.js';
import { game, n } from './kit.js';

describe('Forum', () => {
  it('has its printed text and cost', () => {
    expect(forum).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Action'] });
    expect(forum.text).toBe('+3 Cards\n+1 Action\nDiscard 2 cards.\n---\nWhen you buy this, +1 Buy.');
  });

  it('+3 Cards +1 Action, discard 2 cards', () => {
    const h = game({ zones: { 0: { hand: ['Forum', 'Estate'], deck: ['Gold', 'Curse', 'Copper'] } } });
    h.do(0, 'play Forum');
    expect(h.turn.actions).toBe(1);
    h.do(0, 'discard Estate, Curse');
    expect(h.hand(0)).toEqual(['Copper', 'Gold']);
  });

  it('buying it gives +1 Buy: $13 and one Buy get Forum and a Province', () => {
    const h = game({ zones: { 0: { hand: ['Gold', 'Gold', 'Gold', 'Gold', 'Copper'] } } });
    h.do(0, 'end actions', 'play treasures', 'buy Forum', 'buy Province');
    expect(h.discard(0).sort()).toEqual(['Forum', 'Province']);
  });

  it('gaining it without buying gives no Buy', () => {
    const h = game({ zones: { 0: { hand: ['Charm', 'Gold', 'Silver'], deck: n(5, 'Copper') } } });
    h.do(0, 'end actions', 'play Charm', 'choose gain with your next buy', 'play treasures', 'buy Duchy', 'gain Forum');
    expect(h.discard(0)).toContain('Forum');
    expect(h.turn.buys).toBe(0);
  });
});
