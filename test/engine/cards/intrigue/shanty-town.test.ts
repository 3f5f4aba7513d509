import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (hand: string[], deck: string[] = ['Village', 'Gold', 'Copper']) =>
  start({
    setup: { firstPlayer: 0, players: { '0': { hand, deck }, '1': { hand: ['Copper'] } } },
  });

describe('Shanty Town', () => {
  it('is a $3 Action with its printed text', () => {
    const d = getDef('Shanty Town');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+2 Actions\nReveal your hand. If you have no Action cards in hand, +2 Cards.');
  });

  it('no Action cards in hand: +2 Actions and +2 Cards (both drawn even if the first is an Action)', () => {
    const h = game(['Shanty Town', 'Copper', 'Estate']).do(0, 'play Shanty Town');
    expect(h.turn.actions).toBe(2);
    expect(h.hand(0)).toEqual(['Copper', 'Estate', 'Gold', 'Village']);
  });

  it('an Action card in hand: no cards', () => {
    const h = game(['Shanty Town', 'Copper', 'Smithy']).do(0, 'play Shanty Town');
    expect(h.turn.actions).toBe(2);
    expect(h.hand(0)).toEqual(['Copper', 'Smithy']);
  });

  it('an Action – Victory card (Nobles) counts as an Action card', () => {
    const h = game(['Shanty Town', 'Nobles']).do(0, 'play Shanty Town');
    expect(h.hand(0)).toEqual(['Nobles']);
  });

  it('the hand is revealed to everyone', () => {
    const h = game(['Shanty Town', 'Copper', 'Estate']).do(0, 'play Shanty Town');
    expect(h.log.find((e) => e.kind === 'reveal')).toMatchObject({ visibleTo: 'all', cards: ['Copper', 'Estate'] });
  });

  it('an empty hand has no Action cards: +2 Cards', () => {
    const h = game(['Shanty Town']).do(0, 'play Shanty Town');
    expect(h.hand(0)).toEqual(['Gold', 'Village']);
  });
});
