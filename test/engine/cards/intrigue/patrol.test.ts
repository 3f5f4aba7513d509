import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (zones: ForcedZones) =>
  start({
    setup: { firstPlayer: 0, players: { '0': { hand: ['Patrol'], ...zones }, '1': { hand: ['Copper'] } } },
  });

describe('Patrol', () => {
  it('is a $5 Action with its printed text', () => {
    const d = getDef('Patrol');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe(
      '+3 Cards\nReveal the top 4 cards of your deck. Put the Victory cards and Curses into your hand. Put the rest back in any order.',
    );
  });

  it('+3 Cards, then Victory cards and Curses among the top 4 go to hand; the rest go back in the chosen order', () => {
    const h = game({ deck: ['Copper', 'Copper', 'Copper', 'Estate', 'Silver', 'Curse', 'Gold', 'Village'] }).do(
      0,
      'play Patrol',
    );
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Curse', 'Estate']);
    expect(h.decision(0)).toMatchObject({ kind: 'order', source: 'Patrol' });
    h.do(0, 'order Gold, Silver');
    expect(h.deck(0)).toEqual(['Gold', 'Silver', 'Village']);
    expect(h.turn.actions).toBe(0);
  });

  it('the revealed cards are shown to everyone', () => {
    const h = game({ deck: ['Copper', 'Copper', 'Copper', 'Estate', 'Silver', 'Curse', 'Gold'] }).do(0, 'play Patrol');
    const reveal = h.log.find((e) => e.kind === 'reveal');
    expect(reveal).toMatchObject({ visibleTo: 'all', cards: ['Estate', 'Silver', 'Curse', 'Gold'] });
  });

  it("the order is the player's choice", () => {
    const h = game({ deck: ['Copper', 'Copper', 'Copper', 'Silver', 'Gold', 'Village', 'Estate'] }).do(
      0,
      'play Patrol',
      'order Village, Silver, Gold',
    );
    expect(h.deck(0)).toEqual(['Village', 'Silver', 'Gold']);
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Estate']);
  });

  it('cards with Victory among their types (Nobles, Harem) go to hand too; taking them is not optional', () => {
    const h = game({ deck: ['Copper', 'Copper', 'Copper', 'Nobles', 'Harem', 'Duchy', 'Province'] }).do(
      0,
      'play Patrol',
    );
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Duchy', 'Harem', 'Nobles', 'Province']);
    expect(h.deck(0)).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('with fewer than 4 cards left, the discard pile is shuffled to reveal 4', () => {
    const h = game({
      deck: ['Copper', 'Copper', 'Copper', 'Estate'],
      discard: ['Duchy', 'Duchy', 'Duchy', 'Duchy'],
    }).do(0, 'play Patrol');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Duchy', 'Duchy', 'Duchy', 'Estate']);
    expect(h.deck(0)).toEqual(['Duchy']);
    expect(h.discard(0)).toEqual([]);
  });

  it('with fewer cards in all, reveals what there is', () => {
    const h = game({ deck: ['Copper', 'Copper', 'Copper', 'Silver', 'Estate'] }).do(0, 'play Patrol');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Estate']);
    expect(h.deck(0)).toEqual(['Silver']);
  });
});
