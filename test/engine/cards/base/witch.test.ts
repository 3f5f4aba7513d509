import { describe, expect, it } from 'vitest';
import { getDef } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (players: Record<string, ForcedZones>, n = 2, piles?: Record<string, number>) =>
  start({ players: n, setup: { firstPlayer: 0, players, piles } });

describe('Witch', () => {
  it('has the printed cost, types and text', () => {
    const d = getDef('Witch');
    expect(d.cost).toEqual({ coins: 5, debt: 0 });
    expect(d.types).toEqual(['Action', 'Attack']);
    expect(d.text).toBe('+2 Cards\nEach other player gains a Curse.');
  });

  it('draws 2 cards and each other player gains a Curse to their discard pile', () => {
    const h = game({ '0': { hand: ['Witch'], deck: ['Gold', 'Silver', 'Copper'] } }, 3);
    const curses = h.supply('Curse');
    h.do(0, 'play Witch');
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
    expect(h.discard(1)).toEqual(['Curse']);
    expect(h.discard(2)).toEqual(['Curse']);
    expect(h.discard(0)).toEqual([]);
    expect(h.supply('Curse')).toBe(curses - 2);
  });

  it('with no Curses left still gives +2 Cards', () => {
    const h = game({ '0': { hand: ['Witch'], deck: ['Gold', 'Silver'] } }, 2, { Curse: 0 });
    h.do(0, 'play Witch');
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
    expect(h.discard(1)).toEqual([]);
  });

  it('gives Curses in turn order from the attacker when they run out', () => {
    // Seat 1 attacks with 2 Curses left: they go to seats 2 and 3; seat 0 gets none.
    const h = start({
      players: 4,
      setup: { firstPlayer: 1, players: { '1': { hand: ['Witch'], deck: ['Copper', 'Copper'] } }, piles: { Curse: 2 } },
    });
    h.do(1, 'play Witch');
    expect(h.discard(2)).toEqual(['Curse']);
    expect(h.discard(3)).toEqual(['Curse']);
    expect(h.discard(0)).toEqual([]);
    expect(h.supply('Curse')).toBe(0);
  });
});
