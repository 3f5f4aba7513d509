import { describe, expect, it } from 'vitest';
import { defineCard } from '../../../../engine/core/card-def.js';
import { registerCards } from '../../../../engine/core/registry.js';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

// A test-only card costing debt only (like Empires' Engineer).
const debt4 = defineCard({
  name: 'Test Debt Four',
  set: 'empires',
  cost: { coins: 0, debt: 4 },
  types: ['Action'],
  text: '',
});
registerCards([debt4]);

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
const game = (p0: ForcedZones, o: { kingdom?: string[]; piles?: Record<string, number> } = {}) =>
  start({ kingdom: o.kingdom ?? KINGDOM, setup: { firstPlayer: 0, players: { '0': p0 }, piles: o.piles } });
const piles = (h: ReturnType<typeof game>) => {
  const d = h.view(0).decision;
  return d?.kind === 'pile' ? [...d.piles].sort() : null;
};

describe('Workshop', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Workshop');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('Gain a card costing up to $4.');
  });

  it('gains a card costing up to $4 from the Supply to the discard pile', () => {
    const h = game({ hand: ['Workshop', 'Copper'] });
    const n = h.supply('Smithy');
    h.do(0, 'play Workshop', 'gain Smithy');
    expect(h.discard(0)).toEqual(['Smithy']);
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.supply('Smithy')).toBe(n - 1);
  });

  it('offers exactly the cards costing $0 to $4', () => {
    const h = game({ hand: ['Workshop'] });
    h.do(0, 'play Workshop');
    expect(piles(h)).toEqual([
      'Copper',
      'Curse',
      'Estate',
      'Moneylender',
      'Poacher',
      'Remodel',
      'Silver',
      'Smithy',
      'Throne Room',
      'Vassal',
      'Village',
      'Workshop',
    ]);
    const before = h.hash();
    expect(h.try(0, 'gain Mine').ok).toBe(false);
    expect(h.try(0, 'gain nothing').ok).toBe(false);
    expect(h.hash()).toBe(before);
  });

  it('$ in play does not raise the limit', () => {
    const h = game({ hand: ['Poacher', 'Workshop'], deck: ['Copper'] });
    h.do(0, 'play Poacher', 'play Workshop');
    expect(h.turn.coins).toBe(1);
    expect(h.try(0, 'gain Sentry').ok).toBe(false);
  });

  it('does not offer an empty pile', () => {
    const h = game({ hand: ['Workshop'] }, { piles: { Silver: 0 } });
    h.do(0, 'play Workshop');
    expect(piles(h)).not.toContain('Silver');
  });

  it('cannot gain a card with debt in its cost', () => {
    const h = game({ hand: ['Workshop'] }, { kingdom: ['Test Debt Four', ...KINGDOM.slice(1)] });
    h.do(0, 'play Workshop');
    expect(piles(h)).not.toContain('Test Debt Four');
    expect(h.try(0, 'gain Test Debt Four').ok).toBe(false);
  });
});
