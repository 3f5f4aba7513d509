import { describe, expect, it } from 'vitest';
import { battlefield } from '../../../../../engine/cards/empires/landmarks/battlefield.js';
import { game, landmark, toBuy, vp } from '../landscape-support.js';
import { kingdomWith, registerFakes } from '../landscape-fakes.js';

registerFakes();

describe('Battlefield', () => {
  it('is a Landmark with the printed text and 6 VP per player', () => {
    expect(battlefield).toMatchObject({ kind: 'landmark' });
    expect(battlefield.text).toBe(
      'When you gain a Victory card, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
    );
    expect(landmark(game({ landmarks: ['Battlefield'] }), 'Battlefield').vpTokens).toBe(12);
  });

  it('buying a Victory card takes 2 VP; other cards do not', () => {
    const h = game({ landmarks: ['Battlefield'], zones: { 0: { hand: ['Market', 'Copper', 'Copper'] } } });
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Copper');
    expect(vp(h, 0)).toBe(0);
    h.do(0, 'buy Estate');
    expect(vp(h, 0)).toBe(2);
  });

  it("also when gained otherwise, on another player's turn", () => {
    const h = game({
      landmarks: ['Battlefield'],
      kingdom: kingdomWith('Test Gift'),
      zones: { 0: { hand: ['Test Gift'] } },
    });
    h.do(0, 'play Test Gift');
    expect(vp(h, 1)).toBe(2);
    expect(vp(h, 0)).toBe(0);
  });

  it('hands out what is left, then nothing', () => {
    const h = game({ landmarks: ['Battlefield'], zones: { 0: { hand: ['Market', 'Gold'] } } });
    landmark(h, 'Battlefield').vpTokens = 1;
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Estate', 'buy Estate');
    expect(vp(h, 0)).toBe(1);
  });
});
