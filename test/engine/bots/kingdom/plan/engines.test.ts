// The search's extra candidates (engine/bots/kingdom/plan/engines.ts): which ones a kingdom offers,
// what each wants as the deck grows, and that the bot plays them (Workshop gains the Gardens the
// plan buys, a Gardens deck buys a Copper rather than nothing).
import { describe, expect, it } from 'vitest';
import { makeConfig, seedFromString } from '../../../../../engine/index.js';
import type { Move } from '../../../../../engine/index.js';
import { chooseBuy } from '../../../../../engine/bots/kingdom/buy.js';
import {
  dukePlan,
  enginePlan,
  extraCandidates,
  gardensPlan,
  trasherPlan,
} from '../../../../../engine/bots/kingdom/plan/engines.js';
import { BIG_MONEY_PLAN, singlePlan } from '../../../../../engine/bots/kingdom/plan/plan.js';
import { planMove } from '../../../../../engine/bots/kingdom/turn.js';
import { start } from '../../../../support/harness.js';

const KINGDOM = ['Duke', 'Gardens', 'Moat', 'Sentry', 'Smithy', 'Torturer', 'Village', 'Witch', 'Workshop', 'Market'];
const config = (kingdom: string[]) => makeConfig({ players: ['A', 'B'], seed: 's', kingdom });

/** Copies of `card` the plan wants once the deck has `size` cards. */
const wantAt = (plan: ReturnType<typeof enginePlan>, card: string, size: number) =>
  plan.entries.filter((e) => e.card === card && e.fromDeck <= size).reduce((m, e) => Math.max(m, e.max), 0);

describe('extra candidates', () => {
  it('offers an engine, a trasher beside the best plan, a Gardens rush and Duke/Duchy when the kingdom has their cards', () => {
    const labels = extraCandidates(config(KINGDOM), singlePlan('Smithy')).map((p) => p.label);
    // Torturer draws more than Witch: both curse, so the one with more cards leads the engine.
    expect(labels).toEqual([
      'Engine: Torturer x4 + Village x3',
      'Smithy x2 + Sentry x1',
      'Gardens + Workshop',
      'Smithy x2 + Duke/Duchy',
    ]);
  });

  it('offers none of them in a kingdom without villages, draw, trashers, Gardens or Duke', () => {
    const plain = [
      'Bureaucrat',
      'Cellar',
      'Festival',
      'Harbinger',
      'Market',
      'Merchant',
      'Militia',
      'Poacher',
      'Vassal',
      'Workshop',
    ];
    expect(extraCandidates(config(plain), singlePlan('Militia'))).toEqual([]);
  });

  it('is a pure function of the kingdom', () => {
    expect(extraCandidates(config(KINGDOM), singlePlan('Witch'))).toEqual(
      extraCandidates(config([...KINGDOM].reverse()), singlePlan('Witch')),
    );
  });

  it('an engine adds villages in step with its terminal draw as the deck grows', () => {
    const plan = enginePlan('Smithy', 'Village');
    expect([wantAt(plan, 'Smithy', 10), wantAt(plan, 'Village', 10)]).toEqual([1, 0]);
    expect([wantAt(plan, 'Smithy', 14), wantAt(plan, 'Village', 14)]).toEqual([2, 1]);
    expect([wantAt(plan, 'Smithy', 30), wantAt(plan, 'Village', 30)]).toEqual([4, 3]);
  });

  it('Duke and trasher plans keep the best plan and add to it', () => {
    expect(dukePlan(singlePlan('Smithy')).entries.map((e) => e.card)).toEqual(['Smithy', 'Smithy', 'Duke', 'Duchy']);
    expect(trasherPlan(singlePlan('Smithy'), 'Sentry').entries[0]).toEqual({ card: 'Sentry', max: 1, fromDeck: 0 });
  });
});

describe('playing a Gardens rush', () => {
  const answerOf = (m: Move) => (m.type === 'answer' ? m.answer : null);

  it('Workshop gains a Workshop while that pile lasts, then a Gardens, then an Estate; Big Money takes a Silver', () => {
    const play = (piles: Record<string, number>) => {
      const h = start({
        players: 2,
        kingdom: KINGDOM,
        setup: { firstPlayer: 0, piles, players: { '0': { hand: ['Workshop', 'Copper'] } } },
      });
      h.do(0, 'play Workshop');
      return h;
    };
    const full = play({});
    expect(answerOf(planMove(full.state, 0, gardensPlan('Workshop'), seedFromString('t')))).toEqual({
      kind: 'pile',
      pile: 'Workshop',
    });
    expect(answerOf(planMove(full.state, 0, BIG_MONEY_PLAN, seedFromString('t')))).toEqual({
      kind: 'pile',
      pile: 'Silver',
    });
    expect(answerOf(planMove(play({ Workshop: 0 }).state, 0, gardensPlan('Workshop'), seedFromString('t')))).toEqual({
      kind: 'pile',
      pile: 'Gardens',
    });
    expect(
      answerOf(planMove(play({ Workshop: 0, Gardens: 0 }).state, 0, gardensPlan('Workshop'), seedFromString('t'))),
    ).toEqual({ kind: 'pile', pile: 'Estate' });
  });

  it('buys the gainer while its pile lasts (not Gold at $6), then Gardens, a Duchy at $5 once they are gone, a Province at $8, a Copper with $1', () => {
    const buyAt = (coins: number, piles: Record<string, number> = {}) => {
      const h = start({
        players: 2,
        kingdom: KINGDOM,
        setup: { firstPlayer: 0, piles, players: { '0': { hand: [] } }, turn: { phase: 'buy', coins } },
      });
      return chooseBuy(h.state, 0, gardensPlan('Workshop'));
    };
    expect(buyAt(4)).toBe('Workshop');
    expect(buyAt(6)).toBe('Workshop');
    expect(buyAt(4, { Workshop: 0 })).toBe('Gardens');
    expect(buyAt(6, { Workshop: 0 })).toBe('Gardens');
    expect(buyAt(5, { Workshop: 0, Gardens: 0 })).toBe('Duchy');
    expect(buyAt(3, { Workshop: 0, Gardens: 0 })).toBe('Estate');
    expect(buyAt(8)).toBe('Province');
    expect(buyAt(1)).toBe('Copper');
  });
});
