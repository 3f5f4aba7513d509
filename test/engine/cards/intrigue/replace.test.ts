import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedSetup, ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Harem',
  'Militia',
  'Moat',
  'Nobles',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const game = (cards: string[], others: ForcedZones[] = [{ hand: ['Copper'] }], piles?: ForcedSetup['piles']) =>
  start({
    players: others.length + 1,
    kingdom: KINGDOM,
    setup: {
      firstPlayer: 0,
      piles,
      players: Object.fromEntries<ForcedZones>([
        ['0', { hand: [...cards, 'Gold'], deck: ['Copper', 'Copper'] }],
        ...others.map((z, i): [string, ForcedZones] => [String(i + 1), z]),
      ]),
    },
  });

describe('Replace', () => {
  it('is a $5 Action – Attack with its printed text', () => {
    const d = getDef('Replace');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action', 'Attack']);
    expect(d.text).toBe(
      "Trash a card from your hand. Gain a card costing up to $2 more than it. If the gained card is an Action or Treasure, put it onto your deck; if it's a Victory card, each other player gains a Curse.",
    );
  });

  it('trashes a card and offers cards costing up to $2 more', () => {
    const h = game(['Replace', 'Estate', 'Copper']).do(0, 'play Replace');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 1, max: 1, verb: 'trash' });
    expect(h.try(0, 'trash Estate, Copper').ok).toBe(false);
    h.do(0, 'trash Estate');
    expect(h.trash()).toEqual(['Estate']);
    const d = h.decision(0);
    expect(d?.kind === 'pile' && [...d.piles].sort()).toEqual([
      'Cellar',
      'Copper',
      'Curse',
      'Estate',
      'Militia',
      'Moat',
      'Silver',
      'Smithy',
      'Throne Room',
      'Village',
    ]);
    expect(h.try(0, 'gain Gold').ok).toBe(false);
    expect(h.try(0, 'gain Festival').ok).toBe(false);
  });

  it('a gained Treasure goes onto the deck', () => {
    const h = game(['Replace', 'Estate']).do(0, 'play Replace', 'trash Estate', 'gain Silver');
    expect(h.deck(0)).toEqual(['Silver', 'Copper', 'Copper']);
    expect(h.discard(0)).toEqual([]);
    expect(h.discard(1)).toEqual([]);
  });

  it('a gained Action goes onto the deck; nobody gains a Curse', () => {
    const h = game(['Replace', 'Estate']).do(0, 'play Replace', 'trash Estate', 'gain Smithy');
    expect(h.deck(0)[0]).toBe('Smithy');
    expect(h.supply('Curse')).toBe(10);
  });

  it('a gained Victory card stays in the discard pile and each other player gains a Curse', () => {
    const h = game(['Replace', 'Copper'], [{ hand: ['Copper'] }, { hand: ['Copper'] }]).do(
      0,
      'play Replace',
      'trash Copper',
      'gain Estate',
    );
    expect(h.discard(0)).toEqual(['Estate']);
    expect(h.deck(0)).toEqual(['Copper', 'Copper']);
    expect(h.discard(1)).toEqual(['Curse']);
    expect(h.discard(2)).toEqual(['Curse']);
    expect(h.discard(0)).not.toContain('Curse');
  });

  it('a card with both types (Nobles) goes onto the deck and curses the others', () => {
    const h = game(['Replace', 'Smithy']).do(0, 'play Replace', 'trash Smithy', 'gain Nobles');
    expect(h.deck(0)[0]).toBe('Nobles');
    expect(h.discard(1)).toEqual(['Curse']);
  });

  it('Harem (Treasure – Victory) does both too', () => {
    const h = game(['Replace', 'Smithy']).do(0, 'play Replace', 'trash Smithy', 'gain Harem');
    expect(h.deck(0)[0]).toBe('Harem');
    expect(h.discard(1)).toEqual(['Curse']);
  });

  it('Curses go in turn order while they last', () => {
    const h = game(['Replace', 'Copper'], [{ hand: ['Copper'] }, { hand: ['Copper'] }], { Curse: 1 }).do(
      0,
      'play Replace',
      'trash Copper',
      'gain Estate',
    );
    expect(h.discard(1)).toEqual(['Curse']);
    expect(h.discard(2)).toEqual([]);
  });

  it('is an Attack: a player who reveals Moat gains no Curse', () => {
    const h = game(['Replace', 'Copper'], [{ hand: ['Moat'] }, { hand: ['Copper'] }]).do(0, 'play Replace');
    expect(h.decision(1)).toMatchObject({ verb: 'reveal' });
    h.do(1, 'reveal Moat').do(0, 'trash Copper', 'gain Estate');
    expect(h.discard(1)).toEqual([]);
    expect(h.discard(2)).toEqual(['Curse']);
  });

  it('no card to trash: nothing is gained', () => {
    const h = start({ setup: { firstPlayer: 0, players: { '0': { hand: ['Replace'], deck: ['Copper'] } } } }).do(
      0,
      'play Replace',
    );
    expect(h.trash()).toEqual([]);
    expect(h.discard(0)).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('a player revealing Diplomat (draw 2, discard 3) is still affected and gains a Curse', () => {
    const h = game(
      ['Replace', 'Copper'],
      [{ hand: ['Diplomat', 'Copper', 'Copper', 'Estate', 'Estate'], deck: ['Silver', 'Silver'] }],
    )
      .do(0, 'play Replace')
      .do(1, 'reveal Diplomat', 'discard Estate, Estate, Copper');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', verb: 'trash', source: 'Replace' });
    h.do(0, 'trash Copper', 'gain Estate');
    expect(h.discard(1)[0]).toBe('Curse');
    expect(h.hand(1)).toEqual(['Copper', 'Diplomat', 'Silver', 'Silver']);
  });
});
