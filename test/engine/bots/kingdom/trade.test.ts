// The kingdom bot's trades (engine/bots/kingdom/trade.ts): what Remodel, Upgrade, Replace, Mine
// and Trading Post trash and gain, which card Courtyard, Artisan and Secret Passage put back, and
// what Masquerade passes. Each case is a situation where the generic "junk out, value in" rule
// chose badly.
import { describe, expect, it } from 'vitest';
import { seedFromString } from '../../../../engine/index.js';
import type { ForcedSetup, Move } from '../../../../engine/index.js';
import { BIG_MONEY_PLAN, singlePlan, type BuyPlan } from '../../../../engine/bots/kingdom/plan/plan.js';
import { keepValue } from '../../../../engine/bots/kingdom/trade.js';
import { planMove } from '../../../../engine/bots/kingdom/turn.js';
import { start, type Harness } from '../../../support/harness.js';

const KINGDOM = [
  'Artisan',
  'Courtyard',
  'Masquerade',
  'Mine',
  'Remodel',
  'Replace',
  'Secret Passage',
  'Smithy',
  'Trading Post',
  'Upgrade',
];
const game = (setup: ForcedSetup) => start({ players: 2, kingdom: KINGDOM, setup: { firstPlayer: 0, ...setup } });
const answer = (h: Harness, p = 0, plan: BuyPlan = BIG_MONEY_PLAN) => {
  const m: Move = planMove(h.state, p, plan, seedFromString('t'));
  if (m.type !== 'answer') throw new Error(`expected an answer, got ${m.type}`);
  return m.answer;
};
const cards = (...names: string[]) => ({ kind: 'cards', cards: names });
const pile = (name: string) => ({ kind: 'pile', pile: name });

describe('trash for a gain', () => {
  it('Remodel turns an Estate into a Silver early, and keeps its Coppers rather than gain Estates', () => {
    const h = game({ players: { '0': { hand: ['Remodel', 'Copper', 'Estate', 'Copper', 'Copper'] } } });
    h.do(0, 'play Remodel');
    expect(answer(h)).toEqual(cards('Estate'));
    h.do(0, 'trash Estate');
    expect(answer(h)).toEqual(pile('Silver'));
  });

  it('Remodel trashes a Gold for a Province near the end, never a Duchy for a Gold', () => {
    const h = game({ players: { '0': { hand: ['Remodel', 'Gold', 'Duchy', 'Copper'] } }, piles: { Province: 3 } });
    h.do(0, 'play Remodel');
    expect(answer(h)).toEqual(cards('Gold'));
    h.do(0, 'trash Gold');
    expect(answer(h)).toEqual(pile('Province'));
  });

  it('Remodel keeps its Gold while the Provinces are many', () => {
    const h = game({ players: { '0': { hand: ['Remodel', 'Gold', 'Silver', 'Copper', 'Estate'] } } });
    h.do(0, 'play Remodel');
    expect(answer(h)).toEqual(cards('Estate'));
  });

  it('Mine turns a Silver into a Gold in hand, a Copper only when there is no Silver', () => {
    const h = game({ players: { '0': { hand: ['Mine', 'Copper', 'Silver', 'Estate'] } } });
    h.do(0, 'play Mine');
    expect(answer(h)).toEqual(cards('Silver'));
    h.do(0, 'trash Silver');
    expect(answer(h)).toEqual(pile('Gold'));
  });

  it('Upgrade turns an Estate into a $3 card, not a Copper into a Curse', () => {
    const h = game({ players: { '0': { hand: ['Upgrade', 'Copper', 'Estate', 'Copper'], deck: ['Copper'] } } });
    h.do(0, 'play Upgrade');
    expect(answer(h)).toEqual(cards('Estate'));
    h.do(0, 'trash Estate');
    expect(answer(h)).toEqual(pile('Silver'));
  });

  it('Trading Post trashes the two cards worth least', () => {
    const h = game({ players: { '0': { hand: ['Trading Post', 'Gold', 'Estate', 'Copper', 'Silver'] } } });
    h.do(0, 'play Trading Post');
    expect(answer(h)).toEqual(cards('Estate', 'Copper'));
  });
});

describe('put a card back on the deck', () => {
  it('Courtyard puts back the best card the buy can spare: a Gold when $8 remains without it', () => {
    const h = game({
      players: {
        '0': { hand: ['Courtyard', 'Gold', 'Gold', 'Copper', 'Estate'], deck: ['Copper', 'Silver', 'Copper'] },
      },
    });
    h.do(0, 'play Courtyard');
    // $3 + $3 + $1 + $1 + $2 + $1 = $11: without a Gold it is still $8, and the Gold starts the next hand.
    expect(answer(h)).toEqual(cards('Gold'));
  });

  it('Courtyard keeps the Gold a Province needs, and never puts back a green card over a Copper', () => {
    const h = game({
      players: {
        '0': { hand: ['Courtyard', 'Gold', 'Gold', 'Estate', 'Estate'], deck: ['Estate', 'Silver', 'Copper'] },
      },
    });
    h.do(0, 'play Courtyard');
    // $9: a Gold back leaves $6 (a Gold, not a Province); the Copper back leaves $8.
    expect(answer(h)).toEqual(cards('Copper'));
  });

  it('Artisan puts back the card it does not need this turn', () => {
    const h = game({ players: { '0': { hand: ['Artisan', 'Gold', 'Gold', 'Gold', 'Estate'] } } });
    h.do(0, 'play Artisan', 'gain Silver');
    // $11 with the Silver: any Treasure can go back and $8 remains; the Gold is the best next turn.
    expect(answer(h)).toEqual(cards('Gold'));
  });
});

describe('Masquerade', () => {
  it('passes a Curse or an Estate, never the Province', () => {
    const h = game({
      players: { '0': { hand: ['Masquerade', 'Province', 'Silver', 'Copper', 'Estate'], deck: ['Silver', 'Gold'] } },
    });
    h.do(0, 'play Masquerade');
    expect(answer(h)).toEqual(cards('Estate'));
  });

  it('passes a Copper rather than a Duchy', () => {
    const h = game({
      players: { '0': { hand: ['Masquerade', 'Duchy', 'Silver', 'Copper', 'Gold'], deck: ['Silver', 'Gold'] } },
    });
    h.do(0, 'play Masquerade');
    expect(answer(h)).toEqual(cards('Copper'));
  });
});

describe('keepValue', () => {
  it('a card the plan still wants is worth more than one it has enough of', () => {
    const h = game({ players: { '0': { hand: ['Copper'] } } });
    const plan = singlePlan('Smithy');
    expect(keepValue(h.state, 0, plan, 'Smithy')).toBeGreaterThan(keepValue(h.state, 0, BIG_MONEY_PLAN, 'Smithy'));
    expect(keepValue(h.state, 0, plan, 'Curse')).toBeLessThan(keepValue(h.state, 0, plan, 'Estate'));
  });
});
