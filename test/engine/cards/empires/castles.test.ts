import { describe, expect, it } from 'vitest';
import { getDef, score } from '../../../../engine/index.js';
import type { Game } from '../../../../engine/core/game.js';
import { coins, game, n, removeTop, vp } from './kit.js';

const CASTLES: [string, number, string[], string][] = [
  ['Humble Castle', 3, ['Treasure', 'Victory', 'Castle'], '$1\nWorth 1 VP per Castle you have.'],
  ['Crumbling Castle', 4, ['Victory', 'Castle'], '1 VP\n---\nWhen you gain or trash this, +1 VP and gain a Silver.'],
  [
    'Small Castle',
    5,
    ['Action', 'Victory', 'Castle'],
    'Trash this or a Castle from your hand.\nIf you do, gain a Castle.\n---\n2 VP',
  ],
  [
    'Haunted Castle',
    6,
    ['Victory', 'Castle'],
    '2 VP\n---\nWhen you gain this during your turn, gain a Gold, and each other player with 5 or more cards in hand puts 2 cards from their hand onto their deck.',
  ],
  [
    'Opulent Castle',
    7,
    ['Action', 'Victory', 'Castle'],
    'Discard any number of Victory cards. +$2 per card discarded.\n---\n3 VP',
  ],
  ['Sprawling Castle', 8, ['Victory', 'Castle'], '4 VP\n---\nWhen you gain this, gain a Duchy or 3 Estates.'],
  [
    'Grand Castle',
    9,
    ['Victory', 'Castle'],
    '5 VP\n---\nWhen you gain this, reveal your hand. +1 VP per Victory card in your hand and/or in play.',
  ],
  ["King's Castle", 10, ['Victory', 'Castle'], 'Worth 2 VP per Castle you have.'],
];

describe('Castles', () => {
  it.each(CASTLES)('%s has its printed cost, types and text', (name, cost, types, text) => {
    const d = getDef(name);
    expect(d.cost).toEqual({ coins: cost, debt: 0 });
    expect(d.types).toEqual(types);
    expect(d.text).toBe(text);
  });

  it('Humble Castle: $1 when played, worth 1 VP per Castle you have (itself included)', () => {
    const h = game({ zones: { 0: { hand: ['Humble Castle'], deck: ['Small Castle', "King's Castle", 'Copper'] } } });
    h.do(0, 'end actions', 'play Humble Castle');
    expect(coins(h)).toBe(1);
    // Humble 3 + Small 2 + King's 2×3 = 11
    expect(score(h.state, 0)).toBe(3 + 2 + 6);
  });

  it("King's Castle: worth 2 VP per Castle you have, itself included", () => {
    const h = game({
      zones: { 0: { hand: ["King's Castle", 'Estate'], deck: ['Crumbling Castle', 'Haunted Castle'] } },
    });
    // King's 2×3 + Estate 1 + Crumbling 1 + Haunted 2
    expect(score(h.state, 0)).toBe(6 + 1 + 1 + 2);
  });

  it('Crumbling Castle: when gained, +1 VP and gain a Silver', () => {
    const h = game({ zones: { 0: { hand: n(4, 'Copper') } } });
    removeTop(h, 'Castles', 1);
    h.do(0, 'end actions', 'play treasures', 'buy Crumbling Castle');
    expect(vp(h, 0)).toBe(1);
    expect(h.discard(0).sort()).toEqual(['Crumbling Castle', 'Silver']);
  });

  it('Crumbling Castle: when trashed (by Small Castle from hand), +1 VP and gain a Silver; Small Castle gains the top Castle', () => {
    const h = game({ zones: { 0: { hand: ['Small Castle', 'Crumbling Castle'] } } });
    h.do(0, 'play Small Castle');
    expect(h.decision(0)).toMatchObject({ kind: 'option', verb: 'trash' });
    h.do(0, 'trash Crumbling Castle');
    expect(h.trash()).toEqual(['Crumbling Castle']);
    expect(vp(h, 0)).toBe(1);
    expect(h.discard(0).sort()).toEqual(['Humble Castle', 'Silver']);
  });

  it('Small Castle: may trash itself from play instead, then gains a Castle', () => {
    const h = game({ zones: { 0: { hand: ['Small Castle', 'Crumbling Castle'] } } });
    removeTop(h, 'Castles', 2);
    h.do(0, 'play Small Castle', 'trash this Small Castle');
    expect(h.trash()).toEqual(['Small Castle']);
    expect(h.discard(0)).toEqual(['Small Castle']);
    expect(h.hand(0)).toEqual(['Crumbling Castle']);
  });

  it('Small Castle: with no Castle to trash (and itself gone) nothing is gained', () => {
    const h = game({ zones: { 0: { hand: ['Throne Room', 'Small Castle'] } } });
    h.do(0, 'play Throne Room', 'play Small Castle');
    // First play trashes itself (the only choice) and gains Humble Castle; the second has nothing to trash.
    expect(h.trash()).toEqual(['Small Castle']);
    expect(h.discard(0)).toEqual(['Humble Castle']);
  });

  it('Haunted Castle: gained on your turn, gain a Gold and each other player with 5+ cards puts 2 onto their deck', () => {
    const h = game({
      players: 3,
      zones: {
        0: { hand: ['Gold', 'Gold'] },
        1: { hand: ['Estate', 'Copper', 'Copper', 'Copper', 'Silver'], deck: ['Copper'] },
        2: { hand: n(4, 'Copper') },
      },
    });
    removeTop(h, 'Castles', 5); // 3 players: two Humble, Crumbling, two Small on top
    h.do(0, 'end actions', 'play treasures', 'buy Haunted Castle');
    expect(h.discard(0).sort()).toEqual(['Gold', 'Haunted Castle']);
    expect(h.decision(1)).toMatchObject({ kind: 'cards', min: 2, max: 2, source: 'Haunted Castle' });
    expect(h.decision(2)).toBeUndefined();
    h.do(1, 'topdeck Silver, Estate');
    expect(h.deck(1)).toEqual(['Estate', 'Silver', 'Copper']);
    expect(h.hand(1)).toEqual(n(3, 'Copper'));
  });

  it("Haunted Castle: gained on another player's turn its ability does nothing; it is not an Attack", () => {
    expect(getDef('Haunted Castle').types).not.toContain('Attack');
    const when = getDef('Haunted Castle').triggers![0].when!;
    // The trigger's condition reads only whose turn it is.
    const g = { active: 0 } as unknown as Game;
    const ev = { type: 'gain', player: 1, card: 0, name: 'Haunted Castle', bought: false, from: 'supply' } as const;
    expect(when(g, ev as never, 1, { kind: 'card', card: 0 })).toBe(false);
    expect(when(g, { ...ev, player: 0 }, 0, { kind: 'card', card: 0 })).toBe(true);
  });

  it('Opulent Castle: discard any number of Victory cards, +$2 each', () => {
    const h = game({ zones: { 0: { hand: ['Opulent Castle', 'Estate', 'Duchy', 'Copper'] } } });
    h.do(0, 'play Opulent Castle');
    expect(h.decision(0)).toMatchObject({ kind: 'cards', min: 0 });
    h.do(0, 'discard Estate, Duchy');
    expect(coins(h)).toBe(4);
    expect(h.hand(0)).toEqual(['Copper']);
  });

  it('Sprawling Castle: gain a Duchy or 3 Estates (gain what you can)', () => {
    const h = game({ zones: { 0: { hand: n(2, 'Gold').concat(['Silver']) } }, piles: { Estate: 2 } });
    removeTop(h, 'Castles', 5);
    h.do(0, 'end actions', 'play treasures', 'buy Sprawling Castle');
    h.do(0, 'choose 3 Estates');
    expect(h.discard(0).sort()).toEqual(['Estate', 'Estate', 'Sprawling Castle']);
    const d = game({ zones: { 0: { hand: n(2, 'Gold').concat(['Silver']) } } });
    removeTop(d, 'Castles', 5);
    d.do(0, 'end actions', 'play treasures', 'buy Sprawling Castle', 'choose a Duchy');
    expect(d.discard(0).sort()).toEqual(['Duchy', 'Sprawling Castle']);
  });

  it('Grand Castle: +1 VP per Victory card in hand and in play', () => {
    const h = game({ zones: { 0: { hand: ['Opulent Castle', 'Gold', 'Gold', 'Gold', 'Estate', 'Province'] } } });
    removeTop(h, 'Castles', 6);
    h.do(0, 'play Opulent Castle', 'discard nothing', 'end actions', 'play treasures', 'buy Grand Castle');
    // Estate and Province in hand, Opulent Castle in play (the gained Grand Castle is in the discard pile).
    expect(vp(h, 0)).toBe(3);
  });
});
