// What `hard` needs to beat smithy-big-money on First Game, case by case: round two of the plan
// search pairs the best card with weaker ones (Market beside Militia), Market is played before
// the Militia it may draw, a $5 hand buys Market before the plan's Militia, and Moat is revealed
// against a Militia.
import { describe, expect, it } from 'vitest';
import { seedFromString } from '../../../../engine/index.js';
import type { ForcedSetup, Move } from '../../../../engine/index.js';
import { chooseBuy } from '../../../../engine/bots/kingdom/buy.js';
import { BIG_MONEY_PLAN, combine, singlePlan } from '../../../../engine/bots/kingdom/plan/plan.js';
import { SUPPORT_PAIRS, supportPairs } from '../../../../engine/bots/kingdom/plan/search.js';
import { actionToPlay, planMove } from '../../../../engine/bots/kingdom/turn.js';
import { start } from '../../../support/harness.js';

const FIRST_GAME = [
  'Cellar',
  'Market',
  'Merchant',
  'Militia',
  'Mine',
  'Moat',
  'Remodel',
  'Smithy',
  'Village',
  'Workshop',
];
const game = (setup: ForcedSetup) => start({ players: 2, kingdom: FIRST_GAME, setup: { firstPlayer: 0, ...setup } });

describe('plan search: support pairs', () => {
  it('pairs the best single plan with the ones ranked just below the top three', () => {
    const ranked = ['Militia', 'Mine', 'Smithy', 'Market', 'Moat', 'Workshop'].map(singlePlan);
    const pairs = supportPairs(ranked);
    expect(pairs).toHaveLength(SUPPORT_PAIRS);
    expect(pairs.map((p) => p.entries.map((e) => e.card))).toEqual([
      ['Militia', 'Militia', 'Market'],
      // Two terminals collide: the second comes once only.
      ['Militia', 'Militia', 'Moat'],
    ]);
    expect(pairs[1].entries.at(-1)!.max).toBe(1);
    expect(supportPairs(ranked.slice(0, 3))).toEqual([]);
  });
});

describe('First Game play', () => {
  it('plays Market before Militia (the card Market draws may be the one to play)', () => {
    const h = game({
      players: { '0': { hand: ['Militia', 'Market', 'Copper', 'Copper', 'Estate'], deck: ['Silver'] } },
    });
    expect(actionToPlay(h.state, 0)).toBe('Market');
  });

  it("spends the hand: Market at $5 before the plan's first Militia, Militia at $4, Gold at $6", () => {
    const plan = combine(singlePlan('Militia'), singlePlan('Market'));
    expect(plan.entries[0].card).toBe('Militia');
    const h = game({ turn: { phase: 'buy', coins: 5, buys: 1 } });
    expect(chooseBuy(h.state, 0, plan)).toBe('Market');
    h.state.turn.coins = 4;
    expect(chooseBuy(h.state, 0, plan)).toBe('Militia');
    h.state.turn.coins = 6;
    expect(chooseBuy(h.state, 0, plan)).toBe('Gold');
    // The plan's order still breaks a tie in cost: Witch and Market both cost $5.
    const witch = combine(singlePlan('Witch'), singlePlan('Market'));
    const w = start({
      players: 2,
      kingdom: [...FIRST_GAME.slice(1), 'Witch'],
      setup: { firstPlayer: 0, turn: { phase: 'buy', coins: 5, buys: 1 } },
    });
    expect(chooseBuy(w.state, 0, witch)).toBe('Witch');
  });

  it('reveals Moat against a Militia, and then discards its worst cards', () => {
    const h = game({
      players: { '0': { hand: ['Militia'] }, '1': { hand: ['Moat', 'Estate', 'Copper', 'Silver', 'Gold'] } },
    });
    h.do(0, 'play Militia');
    const reveal: Move = planMove(h.state, 1, BIG_MONEY_PLAN, seedFromString('t'));
    expect(reveal).toEqual({ type: 'answer', player: 1, answer: { kind: 'option', options: ['Moat'] } });
    const bare = game({
      players: { '0': { hand: ['Militia'] }, '1': { hand: ['Estate', 'Copper', 'Silver', 'Gold', 'Smithy'] } },
    });
    bare.do(0, 'play Militia');
    const discard = planMove(bare.state, 1, BIG_MONEY_PLAN, seedFromString('t'));
    expect(discard).toEqual({ type: 'answer', player: 1, answer: { kind: 'cards', cards: ['Estate', 'Copper'] } });
  });
});
