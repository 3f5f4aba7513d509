import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (hand: string[], deck: string[] = ['Silver', 'Copper']) =>
  start({
    setup: { firstPlayer: 0, players: { '0': { hand, deck }, '1': { hand: ['Copper'] } } },
  });

describe('Upgrade', () => {
  it('is a $5 Action with its printed text', () => {
    const d = getDef('Upgrade');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe(
      '+1 Card\n+1 Action\nTrash a card from your hand. Gain a card costing exactly $1 more than it.',
    );
  });

  it('+1 Card, +1 Action, then trash a card (any card in hand, including the one drawn)', () => {
    const h = game(['Upgrade', 'Estate']).do(0, 'play Upgrade');
    expect(h.turn.actions).toBe(1);
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 1, max: 1, verb: 'trash' });
    h.do(0, 'trash Silver');
    expect(h.trash()).toEqual(['Silver']);
  });

  it('gains a card costing exactly $1 more, to the discard pile', () => {
    const h = game(['Upgrade', 'Estate']).do(0, 'play Upgrade', 'trash Estate');
    const d = h.decision(0);
    // Estate $2 -> $3 cards only (default kingdom: Village; Silver).
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual(['Silver', 'Village']);
    expect(h.try(0, 'gain Estate').ok).toBe(false);
    expect(h.try(0, 'gain Smithy').ok).toBe(false);
    h.do(0, 'gain Village');
    expect(h.discard(0)).toEqual(['Village']);
  });

  it('Silver ($3) -> exactly $4, not Gold', () => {
    const h = game(['Upgrade', 'Estate']).do(0, 'play Upgrade', 'trash Silver');
    const d = h.decision(0);
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual(['Militia', 'Smithy', 'Throne Room']);
    expect(h.try(0, 'gain Gold').ok).toBe(false);
  });

  it('nothing costs exactly $1 more: no card is gained', () => {
    const h = game(['Upgrade', 'Copper']).do(0, 'play Upgrade', 'trash Copper');
    expect(h.trash()).toEqual(['Copper']);
    expect(h.discard(0)).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('uses current costs: after Bridge, Copper ($0) becomes Estate ($1)', () => {
    const h = game(['Village', 'Bridge', 'Upgrade', 'Copper'], ['Silver', 'Copper', 'Copper']).do(
      0,
      'play Village',
      'play Bridge',
      'play Upgrade',
      'trash Copper',
    );
    const d = h.decision(0);
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual(['Cellar', 'Estate', 'Moat']);
    h.do(0, 'gain Estate');
    expect(h.discard(0)).toEqual(['Estate']);
  });

  it('no card in hand after drawing: nothing is trashed or gained', () => {
    const h = game(['Upgrade'], []).do(0, 'play Upgrade');
    expect(h.trash()).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });
});
