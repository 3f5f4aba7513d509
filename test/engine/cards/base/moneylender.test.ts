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
const game = (p0: ForcedZones) => start({ kingdom: KINGDOM, setup: { firstPlayer: 0, players: { '0': p0 } } });

describe('Moneylender', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Moneylender');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('You may trash a Copper from your hand for +$3.');
  });

  it('trashes one Copper for +$3', () => {
    const h = game({ hand: ['Moneylender', 'Copper', 'Copper', 'Estate'] });
    h.do(0, 'play Moneylender', 'trash Copper');
    expect(h.trash()).toEqual(['Copper']);
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
    expect(h.turn.coins).toBe(3);
    h.do(0, 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(4);
  });

  it('is optional: no Copper trashed, no +$3', () => {
    const h = game({ hand: ['Moneylender', 'Copper', 'Estate'] });
    h.do(0, 'play Moneylender');
    expect(h.decision(0)?.kind).toBe('cards');
    h.do(0, 'trash nothing');
    expect(h.trash()).toEqual([]);
    expect(h.turn.coins).toBe(0);
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
  });

  it('without a Copper in hand gives nothing and asks nothing', () => {
    const h = game({ hand: ['Moneylender', 'Silver', 'Estate'] });
    h.do(0, 'play Moneylender');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.turn.coins).toBe(0);
    expect(h.trash()).toEqual([]);
  });

  it('only a Copper can be trashed', () => {
    const h = game({ hand: ['Moneylender', 'Copper', 'Silver'] });
    h.do(0, 'play Moneylender');
    const before = h.hash();
    expect(h.try(0, 'trash Silver').ok).toBe(false);
    expect(h.try(0, 'trash Copper, Copper').ok).toBe(false);
    expect(h.hash()).toBe(before);
  });
});
