import { describe, expect, it } from 'vitest';
import { tower } from '../../../../../engine/cards/empires/landmarks/tower.js';
import { game, pile } from '../landscape-support.js';
import { SPLIT, kingdomWith, registerFakes } from '../landscape-fakes.js';

registerFakes();

describe('Tower', () => {
  it('is a Landmark with the printed text', () => {
    expect(tower).toMatchObject({ kind: 'landmark' });
    expect(tower.text).toBe('When scoring, 1 VP per non-Victory card you have from an empty Supply pile.');
  });

  it('1 VP per non-Victory card from an empty pile; Curses count, Victory cards do not', () => {
    const h = game({
      landmarks: ['Tower'],
      piles: { Copper: 0, Curse: 0, Estate: 0 },
      zones: { 0: { hand: ['Copper', 'Copper', 'Curse', 'Estate', 'Silver'] } },
    });
    expect(tower.score!(h.state, 0)).toBe(3);
    expect(tower.score!(h.state, 1)).toBe(10);
  });

  it('a split pile is empty only when both halves are gone', () => {
    const h = game({
      landmarks: ['Tower'],
      kingdom: kingdomWith(SPLIT),
      zones: { 0: { hand: ['Test Top', 'Test Top'] } },
    });
    const split = pile(h, SPLIT);
    // The top half gone: Test Bottom cards remain, so the pile is not empty.
    split.cards = split.cards.filter((id) => h.state.cardNames[id] === 'Test Bottom');
    expect(tower.score!(h.state, 0)).toBe(0);
    split.cards = [];
    expect(tower.score!(h.state, 0)).toBe(2);
  });
});
