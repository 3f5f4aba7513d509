import { describe, expect, it } from 'vitest';
import { rocks } from '../../../../engine/cards/empires/rocks.js';
import { Game } from '../../../../engine/core/game.js';
import { coins, game, n, removeTop } from './kit.js';

describe('Rocks', () => {
  it('has its printed text and cost', () => {
    expect(rocks).toMatchObject({ cost: { coins: 4, debt: 0 }, types: ['Treasure'] });
    expect(rocks.text).toBe(
      '$1\n---\nWhen you gain or trash this, gain a Silver; if it is your Buy phase, put the Silver on your deck, otherwise put it into your hand.',
    );
  });

  it('is worth $1', () => {
    const h = game({ zones: { 0: { hand: ['Rocks'] } } });
    h.do(0, 'end actions', 'play Rocks');
    expect(coins(h)).toBe(1);
  });

  it('gained in your Buy phase: the Silver goes onto your deck', () => {
    const h = game({ zones: { 0: { hand: n(4, 'Copper'), deck: ['Estate'] } } });
    removeTop(h, 'Catapult/Rocks', 5);
    h.do(0, 'end actions', 'play treasures', 'buy Rocks');
    expect(h.deck(0)).toEqual(['Silver', 'Estate']);
  });

  it('trashed in your Action phase (not your Buy phase): the Silver goes into your hand', () => {
    const h = game({ zones: { 0: { hand: ['Sacrifice', 'Rocks'] } } });
    h.do(0, 'play Sacrifice');
    expect(h.trash()).toEqual(['Rocks']);
    expect(h.hand(0)).toEqual(['Silver']);
    expect(coins(h)).toBe(2);
  });

  it("gained on another player's turn it is not your Buy phase: the Silver goes into your hand", () => {
    const h = game({ zones: { 0: { hand: ['Copper'] }, 1: { hand: n(5, 'Copper'), deck: ['Estate'] } } });
    removeTop(h, 'Catapult/Rocks', 5);
    h.do(0, 'end actions', 'play treasures');
    expect(h.turn.phase).toBe('buy');
    // Player 1 gains a Rocks during player 0's Buy phase.
    const g = new Game(h.state, () => {});
    const run = g.gain(1, 'Rocks');
    expect(run.next().done).toBe(true);
    expect(h.hand(1)).toEqual([...n(5, 'Copper'), 'Silver'].sort());
    expect(h.deck(1)).toEqual(['Estate']);
  });
});
