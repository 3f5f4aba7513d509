import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const FIVE = ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'];
const DRAW = ['Silver', 'Silver', 'Silver', 'Silver', 'Gold'];
const game = (mine: string[], others: string[][]) =>
  start({
    players: others.length + 1,
    setup: {
      firstPlayer: 0,
      players: Object.fromEntries<ForcedZones>([
        ['0', { hand: mine, deck: ['Gold', 'Gold', 'Gold', 'Gold', 'Province'] }],
        ...others.map((hand, i): [string, ForcedZones] => [String(i + 1), { hand, deck: DRAW }]),
      ]),
    },
  });

describe('Minion', () => {
  it('is a $5 Action – Attack with its printed text', () => {
    const d = getDef('Minion');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action', 'Attack']);
    expect(d.text).toBe(
      '+1 Action\nChoose one: +$2; or discard your hand, +4 Cards, and each other player with at least 5 cards in hand discards their hand and draws 4 cards.',
    );
  });

  it('+1 Action and +$2: nobody discards', () => {
    const h = game(['Minion', 'Estate'], [FIVE]).do(0, 'play Minion', 'choose +$2');
    expect(h.turn).toMatchObject({ actions: 1, coins: 2 });
    expect(h.hand(0)).toEqual(['Estate']);
    expect(h.hand(1)).toEqual([...FIVE].sort());
  });

  it('+1 Action and discard: you discard your hand and draw 4; others with 5+ cards too', () => {
    const h = game(['Minion', 'Estate', 'Copper'], [FIVE, ['Copper', 'Copper', 'Copper', 'Copper']]).do(
      0,
      'play Minion',
      'choose discard',
    );
    expect(h.turn).toMatchObject({ actions: 1, coins: 0 });
    expect(h.hand(0)).toEqual(['Gold', 'Gold', 'Gold', 'Gold']);
    expect(h.discard(0).sort()).toEqual(['Copper', 'Estate']);
    expect(h.hand(1)).toEqual(['Silver', 'Silver', 'Silver', 'Silver']);
    expect(h.discard(1).sort()).toEqual([...FIVE].sort());
    // Fewer than 5 cards: not affected.
    expect(h.hand(2)).toEqual(['Copper', 'Copper', 'Copper', 'Copper']);
    expect(h.discard(2)).toEqual([]);
  });

  it('choosing discard with an empty hand still draws 4', () => {
    const h = game(['Minion'], [FIVE]).do(0, 'play Minion', 'choose discard');
    expect(h.hand(0)).toEqual(['Gold', 'Gold', 'Gold', 'Gold']);
  });

  it('Reactions are revealed before the option is chosen', () => {
    const h = game(['Minion'], [['Moat', ...FIVE]]).do(0, 'play Minion');
    expect(h.state.pending.map((d) => [d.player, d.verb])).toEqual([[1, 'reveal']]);
  });

  it('a player who reveals Moat neither discards nor draws', () => {
    const hand = ['Moat', 'Copper', 'Copper', 'Estate', 'Estate'];
    const h = game(['Minion'], [hand]).do(0, 'play Minion').do(1, 'reveal Moat').do(0, 'choose discard');
    expect(h.hand(1)).toEqual([...hand].sort());
    expect(h.deck(1)).toEqual(DRAW);
    expect(h.hand(0)).toEqual(['Gold', 'Gold', 'Gold', 'Gold']);
  });

  it('Diplomat is revealed before the option is chosen; left with 4 cards, that player is not affected', () => {
    const hand = ['Diplomat', 'Copper', 'Copper', 'Estate', 'Estate'];
    const h = game(['Minion', 'Estate'], [hand]).do(0, 'play Minion');
    expect(h.state.pending.map((d) => [d.player, d.verb])).toEqual([[1, 'reveal']]);
    h.do(1, 'reveal Diplomat');
    // Drew Silver, Silver; now discards 3 of 7, still before Minion's choice.
    expect(h.decision(0)?.kind).not.toBe('option');
    h.do(1, 'discard Estate, Estate, Diplomat');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Silver', 'Silver']);
    expect(h.decision(0)).toMatchObject({ kind: 'option', source: 'Minion' });
    h.do(0, 'choose discard');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Silver', 'Silver']);
    expect(h.deck(1)).toEqual(['Silver', 'Silver', 'Gold']);
  });

  it('Diplomat does not protect: still holding 5 cards, that player discards and draws 4', () => {
    const hand = ['Diplomat', 'Copper', 'Copper', 'Copper', 'Estate', 'Estate'];
    const h = start({
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Minion'], deck: ['Gold', 'Gold', 'Gold', 'Gold'] },
          '1': { hand, deck: ['Silver', 'Silver', 'Gold', 'Gold', 'Gold', 'Gold'] },
        },
      },
    })
      .do(0, 'play Minion')
      .do(1, 'reveal Diplomat', 'discard Estate, Estate, Copper');
    expect(h.hand(1)).toHaveLength(5);
    h.do(1, "don't reveal").do(0, 'choose discard');
    expect(h.hand(1)).toEqual(['Gold', 'Gold', 'Gold', 'Gold']);
    expect(h.discard(1)).toHaveLength(8);
  });

  it('played twice by Throne Room, each play is an Attack of its own: Moat is offered again', () => {
    const hand = ['Moat', 'Copper', 'Copper', 'Estate', 'Estate'];
    const h = game(['Throne Room', 'Minion'], [hand]).do(0, 'play Throne Room', 'play Minion');
    h.do(1, 'reveal Moat').do(0, 'choose +$2');
    expect(h.decision(1)).toMatchObject({ verb: 'reveal', source: 'Minion' });
    h.do(1, "don't reveal").do(0, 'choose discard');
    expect(h.hand(1)).toEqual(['Silver', 'Silver', 'Silver', 'Silver']);
    expect(h.turn).toMatchObject({ coins: 2, actions: 2 });
  });
});
