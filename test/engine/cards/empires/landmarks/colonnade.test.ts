import { describe, expect, it } from 'vitest';
import { colonnade } from '../../../../../engine/cards/empires/landmarks/colonnade.js';
import { game, landmark, toBuy, vp } from '../landscape-support.js';

describe('Colonnade', () => {
  it('is a Landmark with the printed text and 6 VP per player', () => {
    expect(colonnade).toMatchObject({ kind: 'landmark' });
    expect(colonnade.text).toBe(
      'When you buy an Action card, if you have a copy of it in play, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
    );
    expect(landmark(game({ landmarks: ['Colonnade'], players: 3 }), 'Colonnade').vpTokens).toBe(18);
  });

  it('buying an Action card with a copy in play takes 2 VP', () => {
    const h = game({
      landmarks: ['Colonnade'],
      zones: { 0: { hand: ['Market', 'Silver', 'Copper'], deck: ['Copper'] } },
    });
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Market');
    expect(vp(h, 0)).toBe(2);
    expect(landmark(h, 'Colonnade').vpTokens).toBe(10);
  });

  it('a different name is not a copy; no copy in play gives nothing', () => {
    const h = game({ landmarks: ['Colonnade'], zones: { 0: { hand: ['Festival', 'Gold', 'Silver', 'Copper'] } } });
    h.do(0, 'play Festival');
    toBuy(h).do(0, 'buy Market', 'buy Village');
    expect(vp(h, 0)).toBe(0);
  });

  it('gaining (not buying) gives nothing; Events are not Action cards', () => {
    const h = game({
      landmarks: ['Colonnade'],
      events: ['Advance'],
      zones: { 0: { hand: ['Village', 'Village', 'Copper'] } },
    });
    h.do(0, 'play Village', 'end actions', 'buy Advance', 'trash Village', 'gain Village');
    expect(vp(h, 0)).toBe(0);
  });
});
