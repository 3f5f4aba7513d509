import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedSetup, ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const DECK = ['Gold', 'Silver', 'Village', 'Copper'];
const game = (others: string[][], piles?: ForcedSetup['piles']) =>
  start({
    players: others.length + 1,
    setup: {
      firstPlayer: 0,
      piles,
      players: Object.fromEntries<ForcedZones>([
        ['0', { hand: ['Torturer', 'Estate'], deck: DECK }],
        ...others.map((hand, i): [string, ForcedZones] => [String(i + 1), { hand, deck: ['Copper', 'Copper'] }]),
      ]),
    },
  });

describe('Torturer', () => {
  it('is a $5 Action – Attack with its printed text', () => {
    const d = getDef('Torturer');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action', 'Attack']);
    expect(d.text).toBe(
      "+3 Cards\nEach other player either discards 2 cards or gains a Curse to their hand, their choice. (They may pick an option they can't do.)",
    );
  });

  it('+3 Cards, then the other player chooses', () => {
    const h = game([['Copper', 'Copper', 'Estate', 'Silver', 'Gold']]).do(0, 'play Torturer');
    expect(h.hand(0)).toEqual(['Estate', 'Gold', 'Silver', 'Village']);
    expect(h.decision(1)).toMatchObject({ kind: 'option', source: 'Torturer' });
  });

  it('a gained Curse goes to the hand', () => {
    const h = game([['Copper', 'Copper', 'Estate', 'Silver', 'Gold']])
      .do(0, 'play Torturer')
      .do(1, 'choose curse');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Curse', 'Estate', 'Gold', 'Silver']);
    expect(h.discard(1)).toEqual([]);
    expect(h.supply('Curse')).toBe(9);
  });

  it('discarding 2: the victim picks the 2 cards', () => {
    const h = game([['Copper', 'Copper', 'Estate', 'Silver', 'Gold']])
      .do(0, 'play Torturer')
      .do(1, 'choose discard 2 cards');
    expect(h.decision(1)).toMatchObject({ kind: 'cards', min: 2, max: 2, verb: 'discard' });
    h.do(1, 'discard Estate, Copper');
    expect(h.hand(1)).toEqual(['Copper', 'Gold', 'Silver']);
    expect(h.discard(1).sort()).toEqual(['Copper', 'Estate']);
    expect(h.supply('Curse')).toBe(10);
  });

  it('discard 2 may be chosen with one card (it is discarded) or none', () => {
    const h = game([['Estate'], []])
      .do(0, 'play Torturer')
      .do(1, 'choose discard');
    expect(h.hand(1)).toEqual([]);
    expect(h.discard(1)).toEqual(['Estate']);
    h.do(2, 'choose discard');
    expect(h.hand(2)).toEqual([]);
    expect(h.discard(2)).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('the Curse may be chosen with no Curses left (nothing is gained)', () => {
    const h = game([['Copper', 'Estate']], { Curse: 0 })
      .do(0, 'play Torturer')
      .do(1, 'choose curse');
    expect(h.hand(1)).toEqual(['Copper', 'Estate']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('victims decide and resolve one at a time, in turn order', () => {
    const h = game(
      [
        ['Copper', 'Estate'],
        ['Silver', 'Estate'],
      ],
      { Curse: 1 },
    ).do(0, 'play Torturer');
    // Only the player to the left is asked first.
    expect(h.state.pending.map((d) => d.player)).toEqual([1]);
    h.do(1, 'choose curse');
    expect(h.hand(1)).toEqual(['Copper', 'Curse', 'Estate']);
    expect(h.state.pending.map((d) => d.player)).toEqual([2]);
    // The last Curse is gone: choosing it gains nothing.
    h.do(2, 'choose curse');
    expect(h.hand(2)).toEqual(['Estate', 'Silver']);
  });

  it('a player who reveals Moat is not asked', () => {
    const h = game([['Moat', 'Copper', 'Estate']]).do(0, 'play Torturer');
    expect(h.decision(1)).toMatchObject({ verb: 'reveal' });
    h.do(1, 'reveal Moat');
    expect(h.decision(1)).toBeUndefined();
    expect(h.hand(1)).toEqual(['Copper', 'Estate', 'Moat']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('a player may reveal Diplomat first (draw 2, discard 3), then still chooses', () => {
    const h = game([['Diplomat', 'Copper', 'Estate', 'Estate', 'Estate']]).do(0, 'play Torturer');
    h.do(1, 'reveal Diplomat');
    expect(h.hand(0)).toEqual(['Estate']);
    h.do(1, 'discard Estate, Estate, Estate');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Copper', 'Diplomat']);
    expect(h.hand(0)).toEqual(['Estate', 'Gold', 'Silver', 'Village']);
    expect(h.decision(1)).toMatchObject({ kind: 'option', source: 'Torturer' });
    h.do(1, 'choose discard', 'discard Copper, Copper');
    expect(h.hand(1)).toEqual(['Copper', 'Diplomat']);
  });

  it('played twice by Throne Room, each play is an Attack of its own: Moat is offered again', () => {
    const h = start({
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Throne Room', 'Torturer'], deck: [...DECK, 'Copper', 'Copper'] },
          '1': { hand: ['Moat', 'Estate'], deck: ['Copper'] },
        },
      },
    }).do(0, 'play Throne Room', 'play Torturer');
    h.do(1, 'reveal Moat');
    expect(h.decision(1)).toMatchObject({ verb: 'reveal', source: 'Torturer' });
    h.do(1, "don't reveal", 'choose curse');
    expect(h.hand(1)).toEqual(['Curse', 'Estate', 'Moat']);
    expect(h.hand(0)).toHaveLength(6);
  });
});
