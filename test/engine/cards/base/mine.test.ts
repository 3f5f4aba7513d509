import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Mine',
  'Moneylender',
  'Poacher',
  'Remodel',
  'Sentry',
  'Vassal',
  'Workshop',
  'Village',
  'Smithy',
  'Throne Room',
];
const game = (p0: ForcedZones, piles?: Record<string, number>) =>
  start({ kingdom: KINGDOM, setup: { firstPlayer: 0, players: { '0': p0 }, piles } });

describe('Mine', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Mine');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe(
      'You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to $3 more than it.',
    );
  });

  it('trashes a Copper and gains a Silver to hand, playable this turn', () => {
    const h = game({ hand: ['Mine', 'Copper', 'Estate'], deck: ['Estate'] });
    const silvers = h.supply('Silver');
    h.do(0, 'play Mine', 'trash Copper', 'gain Silver');
    expect(h.trash()).toEqual(['Copper']);
    expect(h.hand(0)).toEqual(['Estate', 'Silver']);
    expect(h.discard(0)).toEqual([]);
    expect(h.supply('Silver')).toBe(silvers - 1);
    h.do(0, 'end actions', 'play Silver');
    expect(h.turn.coins).toBe(2);
  });

  it('trashes a Silver to gain a Gold', () => {
    const h = game({ hand: ['Mine', 'Silver', 'Copper'] });
    h.do(0, 'play Mine', 'trash Silver', 'gain Gold');
    expect(h.hand(0)).toEqual(['Copper', 'Gold']);
    expect(h.trash()).toEqual(['Silver']);
  });

  it('offers only Treasures costing up to $3 more than the trashed one', () => {
    const h = game({ hand: ['Mine', 'Copper'] });
    h.do(0, 'play Mine', 'trash Copper');
    const d = h.view(0).decision;
    expect(d?.kind).toBe('pile');
    // Village costs $3 but is not a Treasure; Gold costs $6.
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual(['Copper', 'Silver']);
    const before = h.hash();
    const r = h.try(0, 'gain Gold');
    expect(r.ok).toBe(false);
    expect(h.hash()).toBe(before);
    expect(h.try(0, 'gain Village').ok).toBe(false);
  });

  it('may gain a cheaper Treasure (or a copy) instead', () => {
    const h = game({ hand: ['Mine', 'Silver'] });
    h.do(0, 'play Mine', 'trash Silver', 'gain Copper');
    expect(h.hand(0)).toEqual(['Copper']);
  });

  it('is optional: trashing nothing gains nothing', () => {
    const h = game({ hand: ['Mine', 'Copper', 'Silver'] });
    const d0 = h.view(0);
    h.do(0, 'play Mine', 'trash nothing');
    expect(h.trash()).toEqual([]);
    expect(h.hand(0)).toEqual(['Copper', 'Silver']);
    expect(h.state.supply.map((p) => p.cards.length)).toEqual(d0.supply.map((p) => p.count));
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('with no Treasure in hand asks nothing and gains nothing', () => {
    const h = game({ hand: ['Mine', 'Estate', 'Village'] });
    h.do(0, 'play Mine');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.hand(0)).toEqual(['Estate', 'Village']);
    expect(h.trash()).toEqual([]);
  });

  it('can only trash a Treasure', () => {
    const h = game({ hand: ['Mine', 'Copper', 'Estate'] });
    h.do(0, 'play Mine');
    const before = h.hash();
    const r = h.try(0, 'trash Estate');
    expect(r.ok).toBe(false);
    expect(h.hash()).toBe(before);
  });

  it('gains the only Treasure left in reach without asking', () => {
    const h = game({ hand: ['Mine', 'Copper'] }, { Silver: 0 });
    h.do(0, 'play Mine', 'trash Copper');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.trash()).toEqual(['Copper']);
  });
});
