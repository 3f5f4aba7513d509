import { describe, expect, it } from 'vitest';
import { defineCard } from '../../../../engine/core/card-def.js';
import { registerCards } from '../../../../engine/core/registry.js';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

// Two test-only cards with debt in their cost (like Empires' City Quarter and Engineer).
const debt8 = defineCard({
  name: 'Test Debt Eight',
  set: 'empires',
  cost: { coins: 0, debt: 8 },
  types: ['Action'],
  text: '',
});
const debt4 = defineCard({
  name: 'Test Debt Four',
  set: 'empires',
  cost: { coins: 0, debt: 4 },
  types: ['Action'],
  text: '',
});
registerCards([debt8, debt4]);

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
const game = (p0: ForcedZones, kingdom = KINGDOM) =>
  start({ kingdom, setup: { firstPlayer: 0, players: { '0': p0 } } });
const piles = (h: ReturnType<typeof game>) => {
  const d = h.view(0).decision;
  return d?.kind === 'pile' ? [...d.piles].sort() : null;
};

describe('Remodel', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Remodel');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('Trash a card from your hand. Gain a card costing up to $2 more than it.');
  });

  it('trashes a card and gains one costing up to $2 more to the discard pile', () => {
    const h = game({ hand: ['Remodel', 'Estate', 'Copper'] });
    const smithies = h.supply('Smithy');
    h.do(0, 'play Remodel', 'trash Estate', 'gain Smithy');
    expect(h.trash()).toEqual(['Estate']);
    expect(h.discard(0)).toEqual(['Smithy']);
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.supply('Smithy')).toBe(smithies - 1);
  });

  it('offers every card costing up to $2 more, and nothing dearer', () => {
    const h = game({ hand: ['Remodel', 'Estate', 'Copper'] });
    h.do(0, 'play Remodel', 'trash Estate');
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
    expect(h.try(0, 'gain Duchy').ok).toBe(false);
    expect(h.hash()).toBe(before);
  });

  it('may gain a cheaper card or a copy of the trashed card', () => {
    const h = game({ hand: ['Remodel', 'Gold', 'Estate'] });
    h.do(0, 'play Remodel', 'trash Gold', 'gain Gold');
    expect(h.discard(0)).toEqual(['Gold']);
    const h2 = game({ hand: ['Remodel', 'Gold', 'Estate'] });
    h2.do(0, 'play Remodel', 'trash Gold', 'gain Copper');
    expect(h2.discard(0)).toEqual(['Copper']);
  });

  it('cannot trash itself (it is in play, not in hand)', () => {
    const h = game({ hand: ['Remodel', 'Estate', 'Copper'] });
    h.do(0, 'play Remodel');
    const d = h.view(0).decision;
    expect(d?.kind === 'cards' && [...d.candidates].sort()).toEqual(['Copper', 'Estate']);
    expect(h.try(0, 'trash Remodel').ok).toBe(false);
  });

  it('must trash a card when it can', () => {
    const h = game({ hand: ['Remodel', 'Estate', 'Copper'] });
    h.do(0, 'play Remodel');
    expect(h.try(0, 'trash nothing').ok).toBe(false);
  });

  it('with a single card in hand trashes it without asking', () => {
    const h = game({ hand: ['Remodel', 'Estate'] });
    h.do(0, 'play Remodel');
    expect(h.trash()).toEqual(['Estate']);
    expect(h.decision(0)?.kind).toBe('pile');
  });

  it('with no card in hand gains nothing', () => {
    const h = game({ hand: ['Remodel'] });
    h.do(0, 'play Remodel');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.discard(0)).toEqual([]);
    expect(h.trash()).toEqual([]);
  });

  it('$ in play does not raise the limit', () => {
    const h = game({ hand: ['Poacher', 'Remodel', 'Estate'], deck: ['Copper'] });
    h.do(0, 'play Poacher', 'play Remodel', 'trash Estate');
    expect(h.turn.coins).toBe(1);
    expect(piles(h)).not.toContain('Mine');
    expect(h.try(0, 'gain Mine').ok).toBe(false);
  });

  it('keeps the debt part of the trashed card: up to $2 plus its debt', () => {
    const kingdom = ['Test Debt Eight', 'Test Debt Four', ...KINGDOM.slice(2)];
    const h = game({ hand: ['Remodel', 'Test Debt Eight', 'Copper'] }, kingdom);
    h.do(0, 'play Remodel', 'trash Test Debt Eight');
    const offered = piles(h)!;
    expect(offered).toContain('Test Debt Eight');
    expect(offered).toContain('Test Debt Four');
    expect(offered).toContain('Estate');
    expect(offered).not.toContain('Silver');
    h.do(0, 'gain Test Debt Four');
    expect(h.discard(0)).toEqual(['Test Debt Four']);
  });

  it('a card without debt cannot be remodelled into a card with debt', () => {
    const kingdom = ['Test Debt Eight', 'Test Debt Four', ...KINGDOM.slice(2)];
    const h = game({ hand: ['Remodel', 'Gold', 'Estate'] }, kingdom);
    h.do(0, 'play Remodel', 'trash Gold');
    const offered = piles(h)!;
    expect(offered).toContain('Province');
    expect(offered).not.toContain('Test Debt Four');
    expect(offered).not.toContain('Test Debt Eight');
  });
});
