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

describe('Poacher', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Poacher');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+1 Card\n+1 Action\n+$1\nDiscard a card per empty Supply pile.');
  });

  it('gives +1 Card, +1 Action, +$1 and discards nothing with no empty pile', () => {
    const h = game({ hand: ['Poacher', 'Estate'], deck: ['Gold', 'Copper'] });
    h.do(0, 'play Poacher');
    expect(h.hand(0)).toEqual(['Estate', 'Gold']);
    expect(h.deck(0)).toEqual(['Copper']);
    expect(h.turn.actions).toBe(1);
    expect(h.turn.coins).toBe(1);
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.discard(0)).toEqual([]);
  });

  it('discards one card per empty Supply pile, chosen by the player', () => {
    const h = game({ hand: ['Poacher', 'Estate', 'Copper', 'Silver'], deck: ['Gold'] }, { Curse: 0, Estate: 0 });
    h.do(0, 'play Poacher');
    const d = h.view(0).decision;
    expect(d?.kind === 'cards' && [d.min, d.max]).toEqual([2, 2]);
    expect(h.try(0, 'discard Estate').ok).toBe(false);
    h.do(0, 'discard Estate, Copper');
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
    expect(h.discard(0).sort()).toEqual(['Copper', 'Estate']);
  });

  it('draws before discarding (the drawn card may be discarded)', () => {
    const h = game({ hand: ['Poacher', 'Estate'], deck: ['Province'] }, { Copper: 0 });
    h.do(0, 'play Poacher', 'discard Province');
    expect(h.hand(0)).toEqual(['Estate']);
    expect(h.discard(0)).toEqual(['Province']);
  });

  it('counts every Supply pile (Curse, Copper, Kingdom piles, Poacher itself)', () => {
    const h = game(
      { hand: ['Poacher', 'Estate', 'Estate', 'Estate', 'Estate'], deck: ['Copper'] },
      { Curse: 0, Copper: 0, Poacher: 0 },
    );
    h.do(0, 'play Poacher');
    const d = h.view(0).decision;
    expect(d?.kind === 'cards' && d.min).toBe(3);
  });

  it('with too few cards discards the whole hand without asking', () => {
    const h = game({ hand: ['Poacher', 'Estate'], deck: ['Copper'] }, { Curse: 0, Copper: 0, Village: 0 });
    h.do(0, 'play Poacher');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.hand(0)).toEqual([]);
    expect(h.discard(0).sort()).toEqual(['Copper', 'Estate']);
  });
});
