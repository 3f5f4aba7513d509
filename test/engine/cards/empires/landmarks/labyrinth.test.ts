import { describe, expect, it } from 'vitest';
import { labyrinth } from '../../../../../engine/cards/empires/landmarks/labyrinth.js';
import { game, landmark, toBuy, vp } from '../landscape-support.js';

describe('Labyrinth', () => {
  it('is a Landmark with the printed text and 6 VP per player', () => {
    expect(labyrinth).toMatchObject({ kind: 'landmark' });
    expect(labyrinth.text).toBe(
      'When you gain a 2nd card in one of your turns, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
    );
    expect(landmark(game({ landmarks: ['Labyrinth'] }), 'Labyrinth').vpTokens).toBe(12);
  });

  it('only the 2nd gain of the turn pays, once', () => {
    const h = game({
      landmarks: ['Labyrinth'],
      events: ['Delve'],
      zones: { 0: { hand: ['Gold', 'Gold', 'Gold', 'Silver'] } },
    });
    toBuy(h).do(0, 'buy Delve');
    expect(vp(h, 0)).toBe(0);
    h.do(0, 'buy Delve');
    expect(vp(h, 0)).toBe(2);
    h.do(0, 'buy Delve', 'buy Delve');
    expect(vp(h, 0)).toBe(2);
    expect(landmark(h, 'Labyrinth').vpTokens).toBe(10);
  });

  it("gains in other players' turns do not count", () => {
    const h = game({
      landmarks: ['Labyrinth'],
      zones: { 0: { hand: ['Throne Room', 'Witch'], deck: Array(6).fill('Copper') } },
    });
    h.do(0, 'play Throne Room', 'play Witch');
    expect(h.discard(1)).toEqual(['Curse', 'Curse']);
    expect(vp(h, 1)).toBe(0);
  });
});
