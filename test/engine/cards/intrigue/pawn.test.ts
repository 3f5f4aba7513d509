import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (hand: string[], deck: string[] = ['Gold', 'Silver', 'Copper']) =>
  start({
    setup: { firstPlayer: 0, players: { '0': { hand, deck }, '1': { hand: ['Copper'], deck: ['Copper'] } } },
  });

describe('Pawn', () => {
  it('is a $2 Action with its printed text', () => {
    const d = getDef('Pawn');
    expect(d.cost).toEqual({ coins: 2, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different.');
  });

  it('asks for both choices at once, before doing either', () => {
    const h = game(['Pawn', 'Estate']).do(0, 'play Pawn');
    const d = h.decision(0);
    expect(d).toMatchObject({ kind: 'option', min: 2, max: 2, source: 'Pawn' });
    expect(d?.kind === 'option' && d.options.map((o) => o.label)).toEqual(['+1 Card', '+1 Action', '+1 Buy', '+$1']);
    // Nothing has happened yet: no card drawn.
    expect(h.hand(0)).toEqual(['Estate']);
    expect(h.deck(0)).toEqual(['Gold', 'Silver', 'Copper']);
  });

  it('+1 Card and +$1', () => {
    const h = game(['Pawn', 'Estate']).do(0, 'play Pawn', 'choose +1 Card, +$1');
    expect(h.hand(0)).toEqual(['Estate', 'Gold']);
    expect(h.turn).toMatchObject({ actions: 0, buys: 1, coins: 1 });
  });

  it('+1 Action and +1 Buy (by option id)', () => {
    const h = game(['Pawn', 'Estate']).do(0, 'play Pawn', 'choose action, buy');
    expect(h.hand(0)).toEqual(['Estate']);
    expect(h.turn).toMatchObject({ actions: 1, buys: 2, coins: 0 });
  });

  it('the choices must be different, and there must be two', () => {
    const h = game(['Pawn', 'Estate']).do(0, 'play Pawn');
    expect(h.try(0, 'choose +1 Card, +1 Card').ok).toBe(false);
    expect(h.try(0, 'choose +1 Card').ok).toBe(false);
    expect(h.try(0, 'choose card, action, buy').ok).toBe(false);
    expect(h.decision(0)?.source).toBe('Pawn');
  });

  it('played twice by Throne Room, each play chooses anew', () => {
    const h = game(['Throne Room', 'Pawn']).do(
      0,
      'play Throne Room',
      'play Pawn',
      'choose card, action',
      'choose buy, +$1',
    );
    expect(h.hand(0)).toEqual(['Gold']);
    expect(h.turn).toMatchObject({ actions: 1, buys: 2, coins: 1 });
  });
});
