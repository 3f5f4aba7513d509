// The kingdom bot under a discard-down attack (engine/bots/kingdom/attacked.ts): it keeps the
// hand whose buy reaches furthest, then the cards worth most, where the generic rule discarded
// the cheapest cards.
import { describe, expect, it } from 'vitest';
import { seedFromString } from '../../../../engine/index.js';
import type { Move } from '../../../../engine/index.js';
import { BIG_MONEY_PLAN, singlePlan, type BuyPlan } from '../../../../engine/bots/kingdom/plan/plan.js';
import { planMove } from '../../../../engine/bots/kingdom/turn.js';
import { start } from '../../../support/harness.js';

const KINGDOM = ['Militia', 'Smithy', 'Village', 'Witch', 'Market', 'Moat', 'Cellar', 'Chapel', 'Remodel', 'Workshop'];
/** Player 0 plays Militia; player 1 holds `hand` and answers. */
function attacked(hand: string[], plan: BuyPlan = BIG_MONEY_PLAN) {
  const h = start({
    players: 2,
    kingdom: KINGDOM,
    setup: { firstPlayer: 0, players: { '0': { hand: ['Militia', 'Copper'] }, '1': { hand } } },
  });
  h.do(0, 'play Militia');
  const m: Move = planMove(h.state, 1, plan, seedFromString('t'));
  if (m.type !== 'answer' || m.answer.kind !== 'cards') throw new Error('expected a cards answer');
  return [...m.answer.cards].sort();
}

describe('discarding down to 3', () => {
  it('keeps the Silver that makes $8 over a Smithy', () => {
    expect(attacked(['Gold', 'Gold', 'Silver', 'Copper', 'Smithy'], singlePlan('Smithy'))).toEqual([
      'Copper',
      'Smithy',
    ]);
  });

  it('keeps a Smithy over two Coppers when the Treasures kept cannot reach the next buy anyway', () => {
    expect(attacked(['Silver', 'Copper', 'Copper', 'Smithy', 'Estate'], singlePlan('Smithy'))).toEqual([
      'Copper',
      'Estate',
    ]);
  });

  it('discards green cards and Curses first', () => {
    expect(attacked(['Province', 'Curse', 'Gold', 'Silver', 'Copper'])).toEqual(['Curse', 'Province']);
  });
});
