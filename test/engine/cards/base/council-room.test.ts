import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Council Room',
  'Festival',
  'Gardens',
  'Laboratory',
  'Market',
  'Moat',
  'Smithy',
  'Village',
  'Witch',
  'Chapel',
];
const DECK = ['Silver', 'Gold', 'Estate', 'Duchy', 'Copper'];

describe('Council Room', () => {
  it('is a $5 Action (not an Attack) with the printed text', () => {
    const d = getDef('Council Room');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action']);
    expect(d.text).toBe('+4 Cards\n+1 Buy\nEach other player draws a card.');
  });

  it('+4 Cards and +1 Buy; each other player draws a card without being asked', () => {
    const h = start({
      players: 3,
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Council Room', 'Copper'], deck: DECK },
          '1': { hand: ['Copper'], deck: ['Province', 'Estate'] },
          '2': { hand: [], deck: ['Gold'] },
        },
      },
    });
    h.do(0, 'play Council Room');
    expect(h.hand(0)).toEqual(['Copper', 'Duchy', 'Estate', 'Gold', 'Silver']);
    expect(h.deck(0)).toEqual(['Copper']);
    expect(h.turn.buys).toBe(2);
    expect(h.turn.actions).toBe(0);
    expect(h.hand(1)).toEqual(['Copper', 'Province']);
    expect(h.deck(1)).toEqual(['Estate']);
    expect(h.hand(2)).toEqual(['Gold']);
    expect(h.state.pending).toHaveLength(1);
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('is not an Attack: Moat is not offered and does not stop the draw', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: { '0': { hand: ['Council Room'], deck: DECK }, '1': { hand: ['Moat'], deck: ['Estate'] } },
      },
    });
    h.do(0, 'play Council Room');
    expect(h.decision(1)).toBeUndefined();
    expect(h.hand(1)).toEqual(['Estate', 'Moat']);
  });

  it('the other player shuffles to draw, and draws nothing with no cards left', () => {
    const h = start({
      players: 3,
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Council Room'], deck: DECK },
          '1': { hand: [], discard: ['Silver'] },
          '2': { hand: ['Copper'] },
        },
      },
    });
    h.do(0, 'play Council Room');
    expect(h.hand(1)).toEqual(['Silver']);
    expect(h.hand(2)).toEqual(['Copper']);
  });

  it('draws what it can when the deck runs short', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: { firstPlayer: 0, players: { '0': { hand: ['Council Room'], deck: ['Gold', 'Silver'] } } },
    });
    h.do(0, 'play Council Room');
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
    expect(h.turn.buys).toBe(2);
  });

  it("the other players' draws are private to them", () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: { '0': { hand: ['Council Room'], deck: DECK }, '1': { hand: [], deck: ['Province'] } },
      },
    });
    h.do(0, 'play Council Room');
    const e = h.log.find((x) => x.kind === 'draw' && x.player === 1 && x.cards?.includes('Province'))!;
    expect(e.visibleTo).toEqual([1]);
    expect(h.view(0).players[1].handCount).toBe(1);
  });
});
