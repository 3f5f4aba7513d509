// The buying and playing rules of big-money and smithy-big-money.
import { describe, expect, it } from 'vitest';
import { bigMoneyBuy } from '../../../engine/bots/big-money.js';
import { smithyBigMoneyBuy } from '../../../engine/bots/smithy-big-money.js';
import { getBot, playBotGame } from '../../../engine/bots/index.js';
import { apply, newGame, ownedCards, seedFromString, stateHash } from '../../../engine/index.js';
import type { ForcedSetup, Move } from '../../../engine/index.js';
import { start, type Harness } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const NO_SMITHY = [
  'Cellar',
  'Festival',
  'Laboratory',
  'Market',
  'Militia',
  'Moat',
  'Library',
  'Throne Room',
  'Village',
  'Witch',
];
const game = (setup: ForcedSetup, kingdom = KINGDOM) =>
  start({ players: 2, kingdom, setup: { firstPlayer: 0, ...setup } });
const withProvinces = (n: number) => game({ piles: { Province: n } }).state;
const owns = (h: Harness, p: number) => ownedCards(h.state, p).map((id) => h.state.cardNames[id]);

/** Lets the bot play `player`'s moves until it is no longer their turn decision; returns the moves. */
function botTurn(h: Harness, id: string, player = 0): Move[] {
  const bot = getBot(id);
  const rng = seedFromString('t');
  const moves: Move[] = [];
  const turn = h.state.turn.number;
  while (h.state.turn.number === turn && !h.state.result && h.decision(player)) {
    const m = bot.move(h.state, player, rng);
    moves.push(m);
    const r = apply(h.state, m);
    if (!r.ok) throw new Error(r.error.message);
  }
  return moves;
}

describe('big-money buying', () => {
  it('Province at $8, Gold at $6-7, Silver at $3-5 while many Provinces are left', () => {
    const s = withProvinces(8);
    expect([8, 9, 11].map((c) => bigMoneyBuy(s, 0, c))).toEqual(['Province', 'Province', 'Province']);
    expect([6, 7].map((c) => bigMoneyBuy(s, 0, c))).toEqual(['Gold', 'Gold']);
    expect([3, 4, 5].map((c) => bigMoneyBuy(s, 0, c))).toEqual(['Silver', 'Silver', 'Silver']);
  });

  it('buys nothing at $0-2 early: never Copper, never a Curse', () => {
    const s = withProvinces(8);
    expect([0, 1, 2].map((c) => bigMoneyBuy(s, 0, c))).toEqual([null, null, null]);
  });

  it('greens near the end: Duchy at $5 with 6 Provinces left, Duchy at $5-7 with 4, Estate at $2-4 with 2', () => {
    expect(bigMoneyBuy(withProvinces(6), 0, 5)).toBe('Duchy');
    expect(bigMoneyBuy(withProvinces(6), 0, 6)).toBe('Gold');
    expect([5, 6, 7].map((c) => bigMoneyBuy(withProvinces(4), 0, c))).toEqual(['Duchy', 'Duchy', 'Duchy']);
    expect(bigMoneyBuy(withProvinces(4), 0, 3)).toBe('Silver');
    expect([2, 3, 4].map((c) => bigMoneyBuy(withProvinces(2), 0, c))).toEqual(['Estate', 'Estate', 'Estate']);
    expect(bigMoneyBuy(withProvinces(2), 0, 8)).toBe('Province');
  });

  it('skips a card whose pile is empty', () => {
    const s = game({ piles: { Gold: 0 } }).state;
    expect(bigMoneyBuy(s, 0, 6)).toBe('Silver');
  });
});

describe('big-money turns', () => {
  it('plays its Treasures, buys, and ends the turn', () => {
    const h = game({ players: { '0': { hand: ['Gold', 'Gold', 'Silver', 'Estate', 'Copper'] } } });
    const moves = botTurn(h, 'big-money');
    expect(moves.map((m) => m.type)).toEqual(['endPhase', 'playTreasures', 'buy', 'endPhase']);
    expect(owns(h, 0)).toContain('Province');
  });

  it('plays village-like cards before terminal ones', () => {
    const h = game({
      players: {
        '0': {
          hand: ['Smithy', 'Village', 'Copper', 'Copper', 'Copper'],
          deck: ['Copper', 'Copper', 'Copper', 'Copper'],
        },
      },
    });
    const moves = botTurn(h, 'big-money');
    expect(moves.slice(0, 2)).toEqual([
      { type: 'play', player: 0, card: 'Village' },
      { type: 'play', player: 0, card: 'Smithy' },
    ]);
  });

  it('pays off its debt before buying, as much as it can', () => {
    const h = game({ players: { '0': { hand: ['Gold', 'Gold', 'Silver'], debt: 3 } } });
    const moves = botTurn(h, 'big-money');
    expect(moves).toContainEqual({ type: 'payDebt', player: 0, amount: 3 });
    expect(h.state.players[0].debt).toBe(0);
    // $8 - 3 = $5: a Silver, bought only after the debt was paid.
    expect(moves.findIndex((m) => m.type === 'payDebt')).toBeLessThan(moves.findIndex((m) => m.type === 'buy'));
    expect(owns(h, 0).filter((n) => n === 'Silver')).toHaveLength(2);
  });

  it('with more debt than $ it pays what it can and buys nothing', () => {
    const h = game({ players: { '0': { hand: ['Silver', 'Copper'], debt: 7 } } });
    const moves = botTurn(h, 'big-money');
    expect(moves).toContainEqual({ type: 'payDebt', player: 0, amount: 3 });
    expect(moves.some((m) => m.type === 'buy')).toBe(false);
    expect(h.state.players[0].debt).toBe(4);
  });
});

describe('smithy-big-money', () => {
  it('buys a Smithy at $4-5 when it has none, then Silver until the deck is large', () => {
    const s = game({}).state;
    expect(smithyBigMoneyBuy(s, 0, 4)).toBe('Smithy');
    expect(smithyBigMoneyBuy(s, 0, 6)).toBe('Gold');
    expect(smithyBigMoneyBuy(s, 0, 8)).toBe('Province');
    const one = game({ players: { '0': { hand: ['Smithy', 'Copper', 'Copper'], deck: ['Copper', 'Estate'] } } }).state;
    expect(smithyBigMoneyBuy(one, 0, 4)).toBe('Silver');
  });

  it('buys a second Smithy once its deck has 16 cards', () => {
    const cards = ['Smithy', ...Array<string>(15).fill('Copper')];
    const big = game({ players: { '0': { hand: cards.slice(0, 5), deck: cards.slice(5) } } }).state;
    expect(smithyBigMoneyBuy(big, 0, 5)).toBe('Smithy');
    const two = game({
      players: { '0': { hand: ['Smithy', 'Smithy', ...cards.slice(2, 5)], deck: cards.slice(5) } },
    }).state;
    expect(smithyBigMoneyBuy(two, 0, 5)).toBe('Silver');
  });

  it('without Smithy in the Kingdom it plays exactly like big-money', () => {
    const config = newGame({ players: ['A', 'B'], seed: 'fallback', kingdom: NO_SMITHY }).state.config;
    const a = playBotGame({ config, bots: [getBot('smithy-big-money'), getBot('big-money')], recordMoves: true });
    const b = playBotGame({ config, bots: [getBot('big-money'), getBot('big-money')], recordMoves: true });
    expect(a.moves).toEqual(b.moves);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
  });

  it('owns a Smithy by the end of most games where it can buy one', () => {
    let withSmithy = 0;
    for (let i = 0; i < 20; i++) {
      const config = newGame({ players: ['A', 'B'], seed: `own/${i}`, kingdom: KINGDOM }).state.config;
      const g = playBotGame({ config, bots: [getBot('smithy-big-money'), getBot('big-money')] });
      const s = g.state;
      const owned = [...s.players[0].deck, ...s.players[0].hand, ...s.players[0].discard].filter(
        (id) => s.cardNames[id] === 'Smithy',
      );
      if (owned.length > 0) withSmithy++;
    }
    expect(withSmithy).toBeGreaterThanOrEqual(18);
  });
});
