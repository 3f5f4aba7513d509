// The kingdom bots' end game: gains left before the end (Provinces or the smallest piles), how a
// game-ending gain would end (with the fewer-turns tie-break), and the green buys each situation
// calls for (the thresholds docs/bots.md reports as measured).
import { describe, expect, it } from 'vitest';
import type { ForcedSetup } from '../../../../engine/index.js';
import { chooseBuy } from '../../../../engine/bots/kingdom/buy.js';
import { endingWith, gainsToEnd, GREEN_AT } from '../../../../engine/bots/kingdom/endgame.js';
import { BIG_MONEY_PLAN } from '../../../../engine/bots/kingdom/plan/plan.js';
import { start, type Harness } from '../../../support/harness.js';

const KINGDOM = ['Cellar', 'Market', 'Merchant', 'Militia', 'Mine', 'Moat', 'Remodel', 'Smithy', 'Village', 'Workshop'];
const game = (setup: ForcedSetup) => start({ players: 2, kingdom: KINGDOM, setup: { firstPlayer: 0, ...setup } });

/** What seat 0 buys with `coins` in its Buy phase. */
const buyWith = (h: Harness, coins: number, player = 0) => {
  h.state.turn.phase = 'buy';
  h.state.turn.coins = coins;
  return chooseBuy(h.state, player, BIG_MONEY_PLAN);
};

describe('gains to the end', () => {
  it('is the Provinces left, or the cards of the three smallest piles when fewer', () => {
    expect(gainsToEnd(game({}).state)).toBe(8);
    expect(gainsToEnd(game({ piles: { Province: 3 } }).state)).toBe(3);
    expect(gainsToEnd(game({ piles: { Village: 1, Smithy: 1, Market: 2 } }).state)).toBe(4);
    // An empty pile counts as one of the three: two more small piles end the game.
    expect(gainsToEnd(game({ piles: { Village: 0, Smithy: 1, Market: 1 } }).state)).toBe(2);
  });
});

describe('how a game-ending gain ends', () => {
  it('more VP wins, fewer loses; a tie goes to the player with fewer turns, and is shared on equal turns', () => {
    const h = game({ players: { '0': { hand: ['Duchy'] }, '1': { hand: ['Province'] } } });
    expect(endingWith(h.state, 0, 6)).toBe('win');
    expect(endingWith(h.state, 0, 1)).toBe('loss');
    // Seat 0 is on its first turn, seat 1 has had none: a tie now is lost on turns.
    expect(endingWith(h.state, 0, 3)).toBe('loss');
    h.state.players[1].turnsTaken = 1;
    expect(endingWith(h.state, 0, 3)).toBe('shared');
  });
});

describe('end-game buys', () => {
  it('takes the last Province on a shared win, not on a tie lost to the turn count', () => {
    const h = game({
      players: { '0': { hand: ['Province'] }, '1': { hand: ['Province', 'Province'] } },
      piles: { Province: 1 },
    });
    expect(buyWith(h, 8)).toBe('Duchy');
    h.state.players[1].turnsTaken = 1;
    expect(buyWith(h, 8)).toBe('Province');
  });

  it(`Duchy over Gold with ${GREEN_AT.duchyOverGold} gains left, over Silver with ${GREEN_AT.duchyOverSilver}, Estate with ${GREEN_AT.estate}`, () => {
    const at = (provinces: number) => game({ piles: { Province: provinces } });
    expect(buyWith(at(GREEN_AT.duchyOverGold + 1), 6)).toBe('Gold');
    expect(buyWith(at(GREEN_AT.duchyOverGold), 6)).toBe('Duchy');
    expect(buyWith(at(GREEN_AT.duchyOverSilver + 1), 5)).toBe('Silver');
    expect(buyWith(at(GREEN_AT.duchyOverSilver), 5)).toBe('Duchy');
    expect(buyWith(at(GREEN_AT.estate + 1), 3)).toBe('Silver');
    expect(buyWith(at(GREEN_AT.estate), 3)).toBe('Estate');
  });

  it('greens when piles, not Provinces, are about to end the game', () => {
    const h = game({ piles: { Village: 1, Smithy: 1, Market: 2 } });
    expect(buyWith(h, 6)).toBe('Duchy');
  });

  it('ends the game on a third pile when that wins, and never on a loss (money instead)', () => {
    const ahead = game({
      players: { '0': { hand: ['Duchy'] }, '1': { hand: [] } },
      piles: { Village: 0, Smithy: 0, Estate: 1 },
    });
    expect(buyWith(ahead, 2)).toBe('Estate');
    const behind = game({
      players: { '0': { hand: [] }, '1': { hand: ['Duchy'] } },
      piles: { Village: 0, Smithy: 0, Estate: 1 },
    });
    expect(buyWith(behind, 2)).toBeNull();
    // With money to spare, money instead of the losing last Estate.
    expect(buyWith(behind, 3)).toBe('Silver');
  });
});
