import { describe, expect, it } from 'vitest';
import { defineCard } from '../../../../../engine/core/card-def.js';
import { registerCards } from '../../../../../engine/core/registry.js';
import { advance } from '../../../../../engine/cards/empires/events/advance.js';
import { game } from '../landscape-support.js';

// An Action card with debt in its cost: never "costing up to $6".
registerCards([
  defineCard({ name: 'Test Debt Action', set: 'empires', cost: { coins: 0, debt: 4 }, types: ['Action'], text: '' }),
]);

describe('Advance', () => {
  it('is a $0 Event with the printed text', () => {
    expect(advance).toMatchObject({ kind: 'event', set: 'empires', cost: { coins: 0, debt: 0 } });
    expect(advance.text).toBe(
      'You may trash an Action card from your hand. If you do, gain an Action card costing up to $6.',
    );
  });

  it('trashes an Action card from hand and gains an Action card costing up to $6', () => {
    const h = game({ events: ['Advance'], zones: { 0: { hand: ['Village', 'Copper', 'Estate'] } } });
    h.do(0, 'end actions', 'buy Advance');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'trash', min: 0, max: 1, source: 'Advance' });
    h.do(0, 'trash Village');
    const d = h.decision(0);
    expect(d?.kind).toBe('pile');
    const piles = d?.kind === 'pile' ? d.piles : [];
    expect(piles).toContain('Witch');
    expect(piles).not.toContain('Silver');
    expect(piles).not.toContain('Gold');
    h.do(0, 'gain Witch');
    expect(h.trash()).toEqual(['Village']);
    expect(h.discard(0)).toEqual(['Witch']);
  });

  it('offers only Action cards from hand to trash', () => {
    const h = game({ events: ['Advance'], zones: { 0: { hand: ['Village', 'Smithy', 'Copper', 'Estate'] } } });
    h.do(0, 'end actions', 'buy Advance');
    const d = h.decision(0);
    expect(d?.kind === 'cards' ? d.candidates.map((id) => h.state.cardNames[id]).sort() : []).toEqual([
      'Smithy',
      'Village',
    ]);
  });

  it('does nothing else when no Action card is trashed', () => {
    const h = game({ events: ['Advance'], zones: { 0: { hand: ['Village', 'Copper'] } } });
    h.do(0, 'end actions', 'buy Advance', 'trash nothing');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.trash()).toEqual([]);
    expect(h.discard(0)).toEqual([]);
    expect(h.hand(0)).toEqual(['Copper', 'Village']);
  });

  it('with no Action card in hand there is nothing to ask', () => {
    const h = game({ events: ['Advance'], zones: { 0: { hand: ['Copper', 'Estate'] } } });
    h.do(0, 'end actions', 'buy Advance');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.turn.buys).toBe(0);
  });

  it('cannot gain an Action card with debt in its cost', () => {
    const h = game({
      events: ['Advance'],
      kingdom: [
        'Test Debt Action',
        'Festival',
        'Laboratory',
        'Market',
        'Militia',
        'Moat',
        'Smithy',
        'Throne Room',
        'Village',
        'Witch',
      ],
      zones: { 0: { hand: ['Village'] } },
    });
    h.do(0, 'end actions', 'buy Advance', 'trash Village');
    const d = h.decision(0);
    expect(d?.kind === 'pile' ? d.piles : []).not.toContain('Test Debt Action');
    expect(h.try(0, 'gain Test Debt Action').ok).toBe(false);
  });
});
