import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (p0: ForcedZones) => start({ setup: { firstPlayer: 0, players: { '0': p0 } } });

describe('Cellar', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Cellar');
    expect(d.cost).toEqual({ coins: 2, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+1 Action\nDiscard any number of cards. +1 Card per card discarded.');
  });

  it('gives +1 Action and draws one card per card discarded', () => {
    const h = game({
      hand: ['Cellar', 'Estate', 'Estate', 'Copper', 'Curse'],
      deck: ['Gold', 'Silver', 'Copper', 'Copper'],
    });
    h.do(0, 'play Cellar');
    expect(h.turn.actions).toBe(1);
    h.do(0, 'discard Estate, Estate, Curse');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Gold', 'Silver']);
    expect(h.discard(0).sort()).toEqual(['Curse', 'Estate', 'Estate']);
    expect(h.deck(0)).toEqual(['Copper']);
  });

  it('may discard nothing (and draws nothing)', () => {
    const h = game({ hand: ['Cellar', 'Estate', 'Copper'], deck: ['Gold'] });
    h.do(0, 'play Cellar', 'discard nothing');
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
    expect(h.deck(0)).toEqual(['Gold']);
    expect(h.turn.actions).toBe(1);
  });

  it('may discard the whole hand', () => {
    const h = game({ hand: ['Cellar', 'Estate', 'Copper'], deck: ['Gold', 'Silver', 'Copper'] });
    h.do(0, 'play Cellar', 'discard Estate, Copper');
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
  });

  it('draws the rest of the deck first, then from the shuffled discard pile', () => {
    const h = game({ hand: ['Cellar', 'Estate', 'Estate'], deck: ['Gold'] });
    h.do(0, 'play Cellar', 'discard Estate, Estate');
    // Gold from the deck, then one of the just-discarded Estates after a shuffle.
    expect(h.hand(0)).toEqual(['Estate', 'Gold']);
    expect(h.deck(0)).toEqual(['Estate']);
    expect(h.discard(0)).toEqual([]);
  });

  it('shuffles the just-discarded cards in when the deck runs out', () => {
    const h = game({ hand: ['Cellar', 'Estate', 'Estate', 'Estate'], deck: [] });
    h.do(0, 'play Cellar', 'discard Estate, Estate, Estate');
    expect(h.log.some((e) => e.kind === 'shuffle' && e.player === 0 && e.count === 3)).toBe(true);
    expect(h.hand(0)).toEqual(['Estate', 'Estate', 'Estate']);
    expect(h.discard(0)).toEqual([]);
  });

  it('cannot discard cards that are not in hand', () => {
    const h = game({ hand: ['Cellar', 'Estate'], deck: ['Gold'] });
    h.do(0, 'play Cellar');
    const before = h.hash();
    expect(h.try(0, 'discard Estate, Estate').ok).toBe(false);
    expect(h.try(0, 'discard Cellar').ok).toBe(false);
    expect(h.hash()).toBe(before);
  });

  it('shows others how many cards were discarded and only the top one', () => {
    const h = game({ hand: ['Cellar', 'Estate', 'Curse'], deck: ['Gold', 'Silver'] });
    h.do(0, 'play Cellar', 'discard Estate, Curse');
    const entry = h.log.find((e) => e.kind === 'discard' && e.player === 0)!;
    expect(entry.count).toBe(2);
    expect(entry.visibleTo).toEqual([0]);
    expect(['Estate', 'Curse']).toContain(entry.detail);
    expect(h.discard(0)[0]).toBe(entry.detail);
  });
});
