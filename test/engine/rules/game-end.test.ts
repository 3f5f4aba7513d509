import { describe, expect, it } from 'vitest';
import { finishingPlaces, score } from '../../../engine/index.js';
import type { ForcedSetup } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Gardens',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const COPPERS = ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'];
const game = (n: number, setup: ForcedSetup) =>
  start({ players: n, kingdom: KINGDOM, setup: { firstPlayer: 0, ...setup } });
/** Every seat with a plain forced hand of 5 Coppers (so no seat's cards are random). */
const plain = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, p) => [String(p), { hand: COPPERS, deck: COPPERS }]));

describe('game end', () => {
  it('ends at the end of the turn in which the last Province was taken, not before', () => {
    const h = game(2, {
      piles: { Province: 1 },
      players: { ...plain(2), '0': { hand: ['Gold', 'Gold', 'Gold'], deck: COPPERS } },
    });
    h.do(0, 'end actions', 'play treasures', 'buy Province');
    expect(h.supply('Province')).toBe(0);
    expect(h.state.result).toBeNull();
    expect(h.decision(0)?.kind).toBe('turn');
    h.do(0, 'end turn');
    expect(h.state.result).not.toBeNull();
    expect(h.state.pending).toEqual([]);
    expect(h.log.at(-1)?.kind).toBe('gameOver');
  });

  it('the rest of the turn is still played after the Provinces run out', () => {
    const h = game(2, {
      piles: { Province: 1 },
      players: { ...plain(2), '0': { hand: ['Festival', 'Gold', 'Gold', 'Gold', 'Copper'] } },
    });
    h.do(0, 'play Festival', 'end actions', 'play treasures', 'buy Province');
    expect(h.state.result).toBeNull();
    h.do(0, 'buy Silver');
    expect(h.discard(0).sort()).toEqual(['Province', 'Silver']);
    h.do(0, 'end turn');
    expect(h.state.result).not.toBeNull();
  });

  it('after the game is over every move is rejected', () => {
    const h = game(2, { piles: { Province: 0 }, players: plain(2) });
    h.do(0, 'end actions', 'end turn');
    const before = h.hash();
    for (const [p, m] of [
      [0, 'end actions'],
      [1, 'play Copper'],
      [1, 'end turn'],
    ] as const) {
      const r = h.try(p, m);
      expect(!r.ok && r.error.code).toBe('game/over');
    }
    expect(h.hash()).toBe(before);
  });

  it('2 players: ends when 3 Supply piles are empty (any piles: Curse, Basic, Kingdom)', () => {
    const h = game(2, { piles: { Curse: 0, Village: 0, Copper: 1 }, players: plain(2) });
    h.do(0, 'end actions', 'buy Copper', 'end turn');
    expect(h.state.result).not.toBeNull();
  });

  it('2 players: 2 empty piles do not end the game', () => {
    const h = game(2, { piles: { Curse: 0, Village: 0 }, players: plain(2) });
    h.do(0, 'end actions', 'end turn');
    expect(h.state.result).toBeNull();
    expect(h.turn.player).toBe(1);
  });

  it('4 players: 3 empty piles end the game', () => {
    const h = game(4, { piles: { Curse: 0, Estate: 0, Copper: 1 }, players: plain(4) });
    h.do(0, 'end actions', 'buy Copper', 'end turn');
    expect(h.state.result).not.toBeNull();
  });

  it.each([5, 6])('%i players: 3 empty piles are not enough, 4 end the game', (n) => {
    const three = game(n, { piles: { Curse: 0, Estate: 0, Copper: 1 }, players: plain(n) });
    three.do(0, 'end actions', 'buy Copper', 'end turn');
    expect(three.state.result).toBeNull();
    expect(three.turn.player).toBe(1);
    const four = game(n, { piles: { Curse: 0, Estate: 0, Smithy: 0, Copper: 1 }, players: plain(n) });
    four.do(0, 'end actions', 'buy Copper', 'end turn');
    expect(four.state.result).not.toBeNull();
  });

  it.each([5, 6])('%i players: an empty Province pile still ends the game', (n) => {
    const h = game(n, { piles: { Province: 0 }, players: plain(n) });
    h.do(0, 'end actions', 'end turn');
    expect(h.state.result).not.toBeNull();
  });

  it('scores every card a player owns plus VP tokens; most VP wins', () => {
    const h = game(2, {
      piles: { Province: 1 },
      players: {
        '0': {
          hand: ['Gold', 'Gold', 'Gold'],
          deck: ['Estate', 'Duchy', 'Copper', 'Copper', 'Copper'],
          discard: ['Curse'],
          vpTokens: 2,
        },
        // 10 cards: Gardens is worth 1.
        '1': { hand: COPPERS, deck: ['Province', 'Estate', 'Estate', 'Gardens', 'Copper'] },
      },
    });
    h.do(0, 'end actions', 'play treasures', 'buy Province', 'end turn');
    // 6 (bought Province) + 1 + 3 - 1 + 2 tokens; 6 + 1 + 1 + 1 (Gardens).
    expect(h.state.result?.scores).toEqual([11, 9]);
    expect(h.state.result?.winners).toEqual([0]);
    expect(h.state.result?.scores).toEqual([score(h.state, 0), score(h.state, 1)]);
  });

  it('a tie is won by the tied player who had fewer turns', () => {
    const h = game(2, {
      piles: { Province: 1 },
      players: {
        '0': { hand: ['Gold', 'Gold', 'Gold'], deck: COPPERS },
        '1': { hand: COPPERS, deck: ['Province', ...COPPERS] },
      },
    });
    h.do(0, 'end actions', 'play treasures', 'buy Province', 'end turn');
    expect(h.state.result?.scores).toEqual([6, 6]);
    expect(h.state.result?.turns).toEqual([1, 0]);
    expect(h.state.result?.winners).toEqual([1]);
  });

  it('a tie with equal turns is a shared victory', () => {
    const h = game(2, {
      piles: { Province: 1 },
      players: {
        '0': { hand: COPPERS, deck: ['Province', ...COPPERS] },
        '1': { hand: ['Gold', 'Gold', 'Gold'], deck: COPPERS },
      },
    });
    h.do(0, 'end actions', 'end turn');
    h.do(1, 'end actions', 'play treasures', 'buy Province', 'end turn');
    expect(h.state.result?.scores).toEqual([6, 6]);
    expect(h.state.result?.turns).toEqual([1, 1]);
    expect(h.state.result?.winners).toEqual([0, 1]);
  });

  it('only tied players with the most VP share: a lower score never wins on turns', () => {
    const h = game(3, {
      piles: { Province: 1 },
      players: {
        '0': { hand: COPPERS, deck: ['Province', ...COPPERS] },
        '1': { hand: ['Gold', 'Gold', 'Gold'], deck: COPPERS },
        '2': { hand: COPPERS, deck: ['Estate', ...COPPERS] },
      },
    });
    h.do(0, 'end actions', 'end turn');
    h.do(1, 'end actions', 'play treasures', 'buy Province', 'end turn');
    expect(h.state.result?.scores).toEqual([6, 6, 1]);
    expect(h.state.result?.winners).toEqual([0, 1]);
  });
});

describe('finishing places (the winner rule down the table)', () => {
  it('ranks by VP, then fewer turns; a tie on both shares the place, and the next place counts the players above', () => {
    expect(finishingPlaces({ scores: [30, 40, 30, 10], turns: [15, 16, 14, 15] })).toEqual([3, 1, 2, 4]);
    expect(finishingPlaces({ scores: [30, 30, 20], turns: [15, 15, 15] })).toEqual([1, 1, 3]);
    // More VP beats fewer turns: turns only break a tie on VP.
    expect(finishingPlaces({ scores: [20, 21], turns: [10, 20] })).toEqual([2, 1]);
  });
});
