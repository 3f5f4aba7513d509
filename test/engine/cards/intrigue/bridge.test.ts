import { describe, expect, it } from 'vitest';
import { costOf, view } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const kingdom = ['Bridge', 'Cellar', 'Ironworks', 'Village', 'Throne Room', 'Harem', 'Duke', 'Mill', 'Market', 'Witch'];

const game = (hand: string[], deck: string[] = []) =>
  start({
    kingdom,
    setup: { firstPlayer: 0, players: { '0': { hand, deck } } },
  });

describe('Bridge', () => {
  it('gives +1 Buy and +$1 and makes cards cost $1 less this turn', () => {
    const h = game(['Bridge', 'Copper']);
    expect(costOf(h.state, 'Gold').coins).toBe(6);
    h.do(0, 'play Bridge');
    expect(h.turn.buys).toBe(2);
    expect(h.turn.coins).toBe(1);
    expect(h.turn.costReduction).toBe(1);
    expect(costOf(h.state, 'Gold').coins).toBe(5);
    expect(costOf(h.state, 'Province').coins).toBe(7);
  });

  it('lets a Gold be bought with $5', () => {
    const h = game(['Bridge', 'Copper', 'Copper', 'Copper', 'Copper']);
    h.do(0, 'play Bridge', 'end actions', 'play treasures');
    expect(h.turn.coins).toBe(5);
    h.do(0, 'buy Gold');
    expect(h.discard(0)).toEqual(['Gold']);
    expect(h.turn.coins).toBe(0);
  });

  it('is rejected for a card that still costs more than the $ available', () => {
    const h = game(['Bridge', 'Copper', 'Copper', 'Copper']);
    h.do(0, 'play Bridge', 'end actions', 'play treasures');
    expect(h.try(0, 'buy Gold').ok).toBe(false);
  });

  it('never makes a cost go below $0', () => {
    const h = game(['Bridge', 'Copper']);
    h.do(0, 'play Bridge');
    expect(costOf(h.state, 'Copper').coins).toBe(0);
    expect(costOf(h.state, 'Curse').coins).toBe(0);
    h.do(0, 'end actions', 'buy Copper');
    expect(h.turn.coins).toBe(1);
  });

  it('is cumulative: two Bridges make cards cost $2 less', () => {
    const h = game(['Village', 'Bridge', 'Bridge']);
    h.do(0, 'play Village', 'play Bridge', 'play Bridge');
    expect(h.turn.costReduction).toBe(2);
    expect(costOf(h.state, 'Gold').coins).toBe(4);
    expect(costOf(h.state, 'Estate').coins).toBe(0);
    expect(costOf(h.state, 'Cellar').coins).toBe(0);
    expect(h.turn.buys).toBe(3);
    expect(h.turn.coins).toBe(2);
  });

  it('counts twice when played twice by Throne Room', () => {
    const h = game(['Throne Room', 'Bridge']);
    h.do(0, 'play Throne Room', 'play Bridge');
    expect(h.turn.costReduction).toBe(2);
    expect(h.turn.buys).toBe(3);
    expect(h.turn.coins).toBe(2);
    expect(costOf(h.state, 'Province').coins).toBe(6);
  });

  it('applies to cards everywhere: Supply, hand, and the costs shown to players', () => {
    const h = game(['Bridge', 'Harem', 'Mill']);
    h.do(0, 'play Bridge');
    // Cards in hand are cheaper too (cost is looked up by card, wherever it is).
    for (const name of h.hand(0)) expect(costOf(h.state, name).coins).toBe({ Harem: 5, Mill: 3 }[name]);
    const v = view(h.state, 1);
    expect(v.turn.costReduction).toBe(1);
    expect(v.supply.find((p) => p.name === 'Duchy')!.cost).toEqual({ coins: 4, debt: 0 });
    expect(v.supply.find((p) => p.name === 'Copper')!.cost).toEqual({ coins: 0, debt: 0 });
  });

  it('does not lower costs before it is played (Ironworks cannot gain a Duchy yet)', () => {
    const h = game(['Village', 'Bridge', 'Ironworks'], ['Copper']);
    h.do(0, 'play Village', 'play Ironworks');
    expect(h.try(0, 'gain Duchy').ok).toBe(false);
  });

  it('lowers the costs an "up to" gain compares: a later Ironworks can gain a Duchy', () => {
    const h = game(['Village', 'Bridge', 'Ironworks'], ['Copper', 'Copper']);
    h.do(0, 'play Village', 'play Bridge', 'play Ironworks', 'gain Duchy');
    expect(h.discard(0)).toEqual(['Duchy']);
  });

  it('lasts only for this turn', () => {
    const h = game(
      ['Bridge', 'Copper', 'Copper', 'Copper', 'Copper'],
      ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
    );
    h.do(0, 'play Bridge', 'end actions', 'end turn');
    expect(h.turn.player).toBe(1);
    expect(h.turn.costReduction).toBe(0);
    expect(costOf(h.state, 'Gold').coins).toBe(6);
  });

  it('lowers only the $ part of a cost: Fortune ($8 + 8 debt) costs $7 + 8 debt, Engineer stays at 4 debt', () => {
    const h = start({
      kingdom: [
        'Bridge',
        'Gladiator/Fortune',
        'Engineer',
        'Village',
        'Throne Room',
        'Harem',
        'Duke',
        'Mill',
        'Market',
        'Witch',
      ],
      setup: { firstPlayer: 0, players: { '0': { hand: ['Bridge'], deck: [] } } },
    });
    h.do(0, 'play Bridge');
    expect(costOf(h.state, 'Fortune')).toEqual({ coins: 7, debt: 8 });
    expect(costOf(h.state, 'Engineer')).toEqual({ coins: 0, debt: 4 });
  });

  it('does not change the cost of Events', () => {
    const h = start({
      kingdom,
      events: ['Banquet'],
      setup: { firstPlayer: 0, players: { '0': { hand: ['Bridge'], deck: [] } } },
    });
    const before = costOf(h.state, 'Banquet');
    h.do(0, 'play Bridge');
    expect(costOf(h.state, 'Banquet')).toEqual(before);
    expect(before.coins).toBeGreaterThan(0);
  });
});
