import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (zones: ForcedZones) =>
  start({
    setup: { firstPlayer: 0, players: { '0': { hand: ['Wishing Well'], ...zones }, '1': { hand: ['Copper'] } } },
  });

describe('Wishing Well', () => {
  it('is a $3 Action with its printed text', () => {
    const d = getDef('Wishing Well');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe(
      '+1 Card\n+1 Action\nName a card, then reveal the top card of your deck. If you named it, put it into your hand.',
    );
  });

  it('+1 Card, +1 Action, then name a card', () => {
    const h = game({ deck: ['Estate', 'Gold', 'Copper'] }).do(0, 'play Wishing Well');
    expect(h.turn.actions).toBe(1);
    expect(h.hand(0)).toEqual(['Estate']);
    expect(h.decision(0)).toMatchObject({ kind: 'pile', verb: 'name', source: 'Wishing Well' });
  });

  it('named right: the revealed card goes to hand', () => {
    const h = game({ deck: ['Estate', 'Gold', 'Copper'] }).do(0, 'play Wishing Well', 'name Gold');
    expect(h.hand(0)).toEqual(['Estate', 'Gold']);
    expect(h.deck(0)).toEqual(['Copper']);
    expect(h.log.find((e) => e.kind === 'reveal')).toMatchObject({ visibleTo: 'all', cards: ['Gold'] });
  });

  it('named wrong: the revealed card stays on the deck', () => {
    const h = game({ deck: ['Estate', 'Gold', 'Copper'] }).do(0, 'play Wishing Well', 'name Silver');
    expect(h.hand(0)).toEqual(['Estate']);
    expect(h.deck(0)).toEqual(['Gold', 'Copper']);
  });

  it('a card not in the Supply can be named (any card in this game)', () => {
    const h = game({ deck: ['Estate', 'Nobles'] }).do(0, 'play Wishing Well');
    const d = h.decision(0);
    // Nobles is not in this kingdom, but is in the game.
    expect(d?.kind === 'pile' && d.piles).toContain('Nobles');
    expect(d?.kind === 'pile' && d.piles).toContain('Wishing Well');
    h.do(0, 'name Nobles');
    expect(h.hand(0)).toEqual(['Estate', 'Nobles']);
  });

  it('"name nothing" names a card that is not in this game: a sure miss', () => {
    const h = game({ deck: ['Estate', 'Gold'] }).do(0, 'play Wishing Well', 'name nothing');
    expect(h.deck(0)).toEqual(['Gold']);
    expect(h.hand(0)).toEqual(['Estate']);
  });

  it('a name, not a type', () => {
    const h = game({ deck: ['Estate', 'Gold'] }).do(0, 'play Wishing Well');
    expect(h.try(0, 'name Treasure').ok).toBe(false);
    expect(h.try(0, 'name Card').ok).toBe(false);
  });

  it('an empty deck is shuffled to reveal', () => {
    const h = game({ deck: ['Estate'], discard: ['Gold'] }).do(0, 'play Wishing Well', 'name Gold');
    expect(h.hand(0)).toEqual(['Estate', 'Gold']);
    expect(h.discard(0)).toEqual([]);
  });

  it('with no card left to reveal, nothing is asked', () => {
    const h = game({ deck: ['Estate'] }).do(0, 'play Wishing Well');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.hand(0)).toEqual(['Estate']);
  });
});
