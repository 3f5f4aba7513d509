import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedSetup, ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (others: ForcedZones[], piles?: ForcedSetup['piles'], mine: string[] = ['Swindler']) =>
  start({
    players: others.length + 1,
    setup: {
      firstPlayer: 0,
      piles,
      players: Object.fromEntries<ForcedZones>([
        ['0', { hand: mine, deck: ['Copper'] }],
        ...others.map((z, i): [string, ForcedZones] => [String(i + 1), z]),
      ]),
    },
  });

describe('Swindler', () => {
  it('is a $3 Action – Attack with its printed text', () => {
    const d = getDef('Swindler');
    expect(d.cost).toEqual({ coins: 3, debt: 0 });
    expect(d.types).toEqual(['Action', 'Attack']);
    expect(d.text).toBe(
      '+$2\nEach other player trashes the top card of their deck and gains a card with the same cost that you choose.',
    );
  });

  it('+$2; the victim trashes their top card and gains the same-cost card the attacker chooses', () => {
    const h = game([{ hand: ['Copper'], deck: ['Silver', 'Gold'] }]).do(0, 'play Swindler');
    expect(h.turn.coins).toBe(2);
    expect(h.trash()).toEqual(['Silver']);
    const d = h.decision(0);
    expect(d).toMatchObject({ kind: 'pile', verb: 'give', source: 'Swindler' });
    // Silver costs $3: the Supply's $3 cards (default kingdom: Village).
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual(['Silver', 'Village']);
    expect(h.decision(1)).toBeUndefined();
    h.do(0, 'give Village');
    expect(h.discard(1)).toEqual(['Village']);
    expect(h.deck(1)).toEqual(['Gold']);
    expect(h.supply('Village')).toBe(9);
  });

  it('a trashed Copper may be replaced by a Curse (both cost $0), or another Copper', () => {
    const h = game([{ deck: ['Copper'] }]).do(0, 'play Swindler');
    const d = h.decision(0);
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual(['Copper', 'Curse']);
    expect(h.try(0, 'give Estate').ok).toBe(false);
    h.do(0, 'give Curse');
    expect(h.discard(1)).toEqual(['Curse']);
  });

  it('the same cost is the current cost: after two Bridges, Copper, Curse, Estate, Cellar and Moat all cost $0', () => {
    const h = game([{ deck: ['Copper'] }], undefined, ['Village', 'Throne Room', 'Bridge', 'Swindler']).do(
      0,
      'play Village',
      'play Throne Room',
      'play Bridge',
      'play Swindler',
    );
    const d = h.decision(0);
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual(['Cellar', 'Copper', 'Curse', 'Estate', 'Moat']);
    h.do(0, 'give Estate');
    expect(h.discard(1)).toEqual(['Estate']);
  });

  it('no card with that cost: nothing is gained', () => {
    const h = game([{ deck: ['Province'] }], { Province: 0 }).do(0, 'play Swindler');
    expect(h.trash()).toEqual(['Province']);
    expect(h.discard(1)).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('an empty deck is shuffled first; no cards at all: nothing happens', () => {
    const h = game([{ discard: ['Gold'] }, {}]).do(0, 'play Swindler');
    expect(h.trash()).toEqual(['Gold']);
    // Only Gold costs $6: given without asking.
    expect(h.discard(1)).toEqual(['Gold']);
    expect(h.discard(2)).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('goes in turn order: the attacker picks for each victim before the next one trashes', () => {
    const h = game([{ deck: ['Copper'] }, { deck: ['Estate'] }], { Curse: 1 }).do(0, 'play Swindler');
    expect(h.trash()).toEqual(['Copper']);
    expect(h.deck(2)).toEqual(['Estate']);
    h.do(0, 'give Curse');
    expect(h.discard(1)).toEqual(['Curse']);
    expect(h.trash()).toEqual(['Copper', 'Estate']);
    // The Curse pile is now empty; Estate ($2) can become Cellar, Moat or Estate.
    const d = h.decision(0);
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual(['Cellar', 'Estate', 'Moat']);
    h.do(0, 'give Moat');
    expect(h.discard(2)).toEqual(['Moat']);
  });

  it('a player who reveals Moat neither trashes nor gains', () => {
    const h = game([{ hand: ['Moat'], deck: ['Silver'] }])
      .do(0, 'play Swindler')
      .do(1, 'reveal Moat');
    expect(h.trash()).toEqual([]);
    expect(h.deck(1)).toEqual(['Silver']);
    expect(h.turn.coins).toBe(2);
  });

  it('a player may reveal Diplomat first: draw 2, discard 3, then the new top card is trashed', () => {
    const h = game([
      { hand: ['Diplomat', 'Copper', 'Copper', 'Estate', 'Estate'], deck: ['Silver', 'Gold', 'Estate'] },
    ]).do(0, 'play Swindler');
    expect(h.decision(1)).toMatchObject({ verb: 'reveal' });
    h.do(1, 'reveal Diplomat', 'discard Copper, Copper, Diplomat');
    expect(h.hand(1)).toEqual(['Estate', 'Estate', 'Gold', 'Silver']);
    expect(h.trash()).toEqual(['Estate']);
    expect(h.decision(0)).toMatchObject({ kind: 'pile', verb: 'give' });
  });

  it('only cards still in the Supply can be given: an empty pile is not offered', () => {
    const h = game([{ deck: ['Copper'] }], { Curse: 0 }).do(0, 'play Swindler');
    expect(h.discard(1)).toEqual(['Copper']);
    expect(h.trash()).toEqual(['Copper']);
  });

  it("with Tomb, the victim gets +1 VP for the card trashed on the Swindler player's turn", () => {
    const h = start({
      landmarks: ['Tomb'],
      setup: {
        firstPlayer: 0,
        players: { '0': { hand: ['Swindler'], deck: ['Copper'] }, '1': { hand: ['Copper'], deck: ['Silver'] } },
      },
    }).do(0, 'play Swindler');
    expect(h.trash()).toEqual(['Silver']);
    expect(h.state.players[1].vpTokens).toBe(1);
    expect(h.state.players[0].vpTokens).toBe(0);
  });
});
