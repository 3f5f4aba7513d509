import { describe, expect, it } from 'vitest';
import { costAtMost, costMore, costOf, getDef } from '../../../engine/index.js';
import { upTo, costEquals } from '../../../engine/rules/cost.js';
import { coins, debt, game, n, removeTop } from '../cards/empires/kit.js';

const cost = (name: string) => getDef(name).cost;

describe('debt', () => {
  it('buying a card with a debt cost takes that debt, even with $0', () => {
    const h = game({ zones: { 0: { hand: ['Estate'] } } });
    h.do(0, 'end actions', 'buy Engineer');
    expect(debt(h, 0)).toBe(4);
    expect(h.discard(0)).toEqual(['Engineer']);
  });

  it('a player holding debt cannot buy cards', () => {
    const h = game({ zones: { 0: { hand: n(5, 'Copper'), debt: 1 } } });
    h.do(0, 'end actions', 'play treasures');
    const r = h.try(0, 'buy Silver');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('move/in-debt');
  });

  it('debt is paid off with $ in the Buy phase, then buying is allowed again, without using a Buy', () => {
    const h = game({ zones: { 0: { hand: n(5, 'Copper'), debt: 2 } } });
    h.do(0, 'end actions', 'play treasures', 'pay 2 debt');
    expect(debt(h, 0)).toBe(0);
    expect(coins(h)).toBe(3);
    expect(h.turn.buys).toBe(1);
    h.do(0, 'buy Silver');
    expect(h.discard(0)).toEqual(['Silver']);
  });

  it('cannot pay more than the $ you have or the debt you hold, and not in the Action phase', () => {
    const h = game({ zones: { 0: { hand: n(2, 'Copper'), debt: 5 } } });
    expect(h.try(0, 'pay 1 debt').ok).toBe(false);
    h.do(0, 'end actions', 'play treasures');
    expect(h.try(0, 'pay 3 debt').ok).toBe(false);
    const g2 = game({ zones: { 0: { hand: n(5, 'Copper'), debt: 1 } } });
    g2.do(0, 'end actions', 'play treasures');
    expect(g2.try(0, 'pay 2 debt').ok).toBe(false);
  });

  it('no Treasures may be played after paying off debt', () => {
    const h = game({ zones: { 0: { hand: n(3, 'Copper'), debt: 1 } } });
    h.do(0, 'end actions', 'play Copper', 'pay 1 debt');
    expect(h.try(0, 'play Copper').ok).toBe(false);
  });

  it('a mixed cost needs its $ part and adds its debt part (Fortune: $8 + 8 debt)', () => {
    const f = game({ zones: { 0: { hand: ['Gold', 'Gold', 'Silver'] } } });
    removeTop(f, 'Gladiator/Fortune', 5);
    f.do(0, 'end actions', 'play treasures');
    expect(coins(f)).toBe(8);
    f.do(0, 'buy Fortune');
    expect(debt(f, 0)).toBe(8);
    expect(coins(f)).toBe(0);
    const poor = game({ zones: { 0: { hand: ['Gold', 'Gold', 'Copper'] } } });
    removeTop(poor, 'Gladiator/Fortune', 5);
    poor.do(0, 'end actions', 'play treasures');
    expect(poor.try(0, 'buy Fortune').ok).toBe(false);
  });
});

describe('cost comparisons with debt', () => {
  it('"costing up to $X" excludes any debt in the cost', () => {
    expect(costAtMost(cost('Engineer'), upTo(4))).toBe(false);
    expect(costAtMost(cost('City Quarter'), upTo(10))).toBe(false);
    expect(costAtMost(cost('Villa'), upTo(4))).toBe(true);
  });

  it('"more" needs neither part smaller and one larger; a tie is not more', () => {
    expect(costMore(cost('Fortune'), cost('Overlord'))).toBe(true);
    expect(costMore(cost('Overlord'), cost('Silver'))).toBe(false);
    expect(costMore(cost('Silver'), cost('Overlord'))).toBe(false);
    expect(costMore(cost('Gold'), cost('Gold'))).toBe(false);
    expect(costEquals(cost('Overlord'), cost('City Quarter'))).toBe(true);
    expect(costEquals(cost('Overlord'), cost('Fortune'))).toBe(false);
  });

  it('cost reductions lower only the $ part', () => {
    const h = game();
    h.state.turn.costReduction = 1;
    expect(costOf(h.state, 'Fortune')).toEqual({ coins: 7, debt: 8 });
    expect(costOf(h.state, 'Engineer')).toEqual({ coins: 0, debt: 4 });
  });
});
