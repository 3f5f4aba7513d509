import { describe, expect, it } from 'vitest';
import { capital } from '../../../../engine/cards/empires/capital.js';
import { coins, debt, game, n } from './kit.js';

describe('Capital', () => {
  it('has its printed text and cost', () => {
    expect(capital).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Treasure'] });
    expect(capital.text).toBe(
      '$6\n+1 Buy\n---\nWhen you discard this from play, take 6 debt, and then you may pay off debt.',
    );
  });

  it('gives $6 and +1 Buy', () => {
    const h = game({ zones: { 0: { hand: ['Capital'], deck: n(5, 'Copper') } } });
    h.do(0, 'end actions', 'play Capital');
    expect(coins(h)).toBe(6);
    expect(h.turn.buys).toBe(2);
  });

  it('when discarded from play takes 6 debt, then may pay off debt with the $ left', () => {
    const h = game({ zones: { 0: { hand: ['Capital', 'Copper'], deck: n(5, 'Copper') } } });
    h.do(0, 'end actions', 'play treasures', 'buy Silver', 'end turn');
    expect(debt(h, 0)).toBe(6);
    expect(h.decision(0)).toMatchObject({ kind: 'number', min: 0, max: 4, verb: 'pay', source: 'Capital' });
    h.do(0, 'pay 3');
    expect(debt(h, 0)).toBe(3);
    expect(h.turn.player).toBe(1);
  });

  it('with no $ left the debt is simply taken (nothing to ask); the next turn cannot buy until it is paid', () => {
    const h = game({ zones: { 0: { hand: ['Capital'], deck: n(10, 'Copper') } } });
    h.do(0, 'end actions', 'play treasures', 'buy Gold', 'end turn');
    expect(debt(h, 0)).toBe(6);
    expect(h.turn.player).toBe(1);
    h.do(1, 'end actions', 'end turn');
    h.do(0, 'end actions', 'play treasures');
    expect(h.try(0, 'buy Copper').ok).toBe(false);
    h.do(0, 'pay 5');
    expect(debt(h, 0)).toBe(1);
  });

  it('played twice by Crown it gives $12 and +2 Buys but only 6 debt when discarded', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Capital'], deck: n(10, 'Copper') } } });
    h.do(0, 'end actions', 'play Crown', 'play Capital');
    expect(coins(h)).toBe(12);
    expect(h.turn.buys).toBe(3);
    h.do(0, 'end turn', 'pay 0');
    expect(debt(h, 0)).toBe(6);
  });

  it('gives no debt when it leaves without being discarded from play (trashed from hand)', () => {
    const h = game({ zones: { 0: { hand: ['Sacrifice', 'Capital'], deck: n(10, 'Copper') } } });
    h.do(0, 'play Sacrifice');
    expect(h.trash()).toEqual(['Capital']);
    h.do(0, 'end actions', 'end turn');
    expect(debt(h, 0)).toBe(0);
  });
});
