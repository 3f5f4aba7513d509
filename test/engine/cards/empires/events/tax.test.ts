import { describe, expect, it } from 'vitest';
import { tax } from '../../../../../engine/cards/empires/events/tax.js';
import { debt, game, pile, toBuy } from '../landscape-support.js';

describe('Tax', () => {
  it('is a $2 Event with the printed text', () => {
    expect(tax).toMatchObject({ kind: 'event', cost: { coins: 2, debt: 0 } });
    expect(tax.text).toBe(
      'Add 2 debt to a Supply pile.\n---\nSetup: Add 1 debt to each Supply pile. When a player buys a card, they take the debt from its pile.',
    );
  });

  it('setup puts 1 debt on every Supply pile, Basic and Kingdom', () => {
    const h = game({ events: ['Tax'] });
    expect(h.state.supply.length).toBe(17);
    for (const p of h.state.supply) expect(p.debtTokens, p.name).toBe(1);
  });

  it('buying a card takes the debt from its pile; it can be paid off in the same Buy phase', () => {
    const h = game({ events: ['Tax'], zones: { 0: { hand: ['Gold', 'Silver', 'Copper'] } } });
    toBuy(h).do(0, 'buy Silver');
    expect(debt(h, 0)).toBe(1);
    expect(pile(h, 'Silver').debtTokens).toBe(0);
    h.do(0, 'pay 1 debt');
    expect(debt(h, 0)).toBe(0);
    expect(h.turn.coins).toBe(2);
  });

  it('buying Tax adds 2 debt to the chosen pile, on top of what is there; buying the Event takes none', () => {
    const h = game({
      events: ['Tax'],
      zones: { 0: { hand: ['Gold', 'Copper'] }, 1: { hand: ['Gold', 'Gold', 'Gold'] } },
    });
    toBuy(h).do(0, 'buy Tax');
    expect(h.decision(0)).toMatchObject({ kind: 'pile', verb: 'tax', source: 'Tax' });
    h.do(0, 'tax Province');
    expect(pile(h, 'Province').debtTokens).toBe(3);
    expect(debt(h, 0)).toBe(0);
    h.do(0, 'end turn');
    // The next player to buy a Province takes all 3.
    toBuy(h, 1).do(1, 'buy Province');
    expect(debt(h, 1)).toBe(3);
    expect(pile(h, 'Province').debtTokens).toBe(0);
  });

  it('gaining without buying leaves the debt on the pile', () => {
    const h = game({ events: ['Tax', 'Delve'], zones: { 0: { hand: ['Silver'] } } });
    toBuy(h).do(0, 'buy Delve');
    expect(h.discard(0)).toEqual(['Silver']);
    expect(pile(h, 'Silver').debtTokens).toBe(1);
    expect(debt(h, 0)).toBe(0);
  });

  it('the debt blocks further buys until paid', () => {
    const h = game({ events: ['Tax'], zones: { 0: { hand: ['Market', 'Copper', 'Copper'] } } });
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Copper');
    expect(debt(h, 0)).toBe(1);
    expect(h.try(0, 'buy Copper').ok).toBe(false);
  });
});
