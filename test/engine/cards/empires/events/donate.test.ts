import { describe, expect, it } from 'vitest';
import { donate } from '../../../../../engine/cards/empires/events/donate.js';
import { debt, game, vp } from '../landscape-support.js';
import { sorted } from '../../../../support/harness.js';

describe('Donate', () => {
  it('is an 8 debt Event with the printed text', () => {
    expect(donate).toMatchObject({ kind: 'event', cost: { coins: 0, debt: 8 } });
    expect(donate.text).toBe(
      'After this turn, put all cards from your deck and discard pile into your hand, trash any number, shuffle your hand into your deck, then draw 5 cards.',
    );
  });

  it('does nothing until the turn is over', () => {
    const h = game({ events: ['Donate'], zones: { 0: { hand: ['Copper'], deck: ['Estate'], discard: ['Curse'] } } });
    h.do(0, 'end actions', 'buy Donate');
    expect(debt(h, 0)).toBe(8);
    expect(h.hand(0)).toEqual(['Copper']);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('after Clean-up: deck, discard pile and the new hand are all in hand; trash any; shuffle; draw 5', () => {
    const h = game({
      events: ['Donate'],
      zones: {
        0: { hand: ['Copper'], deck: ['Estate', 'Estate', 'Estate', 'Estate', 'Estate', 'Estate'], discard: ['Curse'] },
      },
    });
    h.do(0, 'end actions', 'buy Donate', 'end turn');
    // Between turns: player 1's turn has not started.
    expect(h.turn.player).toBe(0);
    expect(h.turn.phase).toBe('between');
    const d = h.decision(0);
    expect(d).toMatchObject({ kind: 'cards', verb: 'trash', min: 0, max: 8, source: 'Donate' });
    expect(h.state.players[0].deck.length + h.state.players[0].discard.length).toBe(0);
    h.do(0, 'trash Curse, 5 Estate');
    expect(sorted(h.trash())).toEqual(sorted(['Curse', ...Array<string>(5).fill('Estate')]));
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
    expect(h.deck(0)).toEqual([]);
    expect(h.discard(0)).toEqual([]);
    expect(h.turn.player).toBe(1);
  });

  it('trashing nothing reshuffles everything and draws 5', () => {
    const h = game({
      events: ['Donate'],
      zones: {
        0: { hand: ['Copper'], deck: ['Silver', 'Silver', 'Silver'], discard: ['Gold', 'Gold', 'Gold', 'Gold'] },
      },
    });
    h.do(0, 'end actions', 'buy Donate', 'end turn', 'trash nothing');
    expect(h.state.players[0].hand.length).toBe(5);
    expect(h.state.players[0].deck.length).toBe(3);
    expect(h.discard(0)).toEqual([]);
  });

  it('trash effects happen before the shuffle (Tomb)', () => {
    const h = game({
      events: ['Donate'],
      landmarks: ['Tomb'],
      zones: { 0: { hand: ['Copper'], deck: ['Estate', 'Estate'] } },
    });
    h.do(0, 'end actions', 'buy Donate', 'end turn', 'trash Estate, Estate');
    expect(vp(h, 0)).toBe(2);
    expect(h.hand(0)).toEqual(['Copper']);
  });
});
