import { describe, expect, it } from 'vitest';
import { basilica } from '../../../../../engine/cards/empires/landmarks/basilica.js';
import { game, landmark, toBuy, vp } from '../landscape-support.js';

describe('Basilica', () => {
  it('is a Landmark with the printed text and 6 VP per player', () => {
    expect(basilica).toMatchObject({ kind: 'landmark' });
    expect(basilica.text).toBe(
      'When you buy a card, if you have $2 or more left, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
    );
    expect(landmark(game({ landmarks: ['Basilica'] }), 'Basilica').vpTokens).toBe(12);
  });

  it('$4 and 3 Buys: Copper (2 VP), Copper (2 VP), Silver (nothing)', () => {
    const h = game({ landmarks: ['Basilica'], zones: { 0: { hand: ['Festival', 'Market'], deck: ['Copper'] } } });
    h.do(0, 'play Festival', 'play Market');
    toBuy(h);
    expect(h.turn.coins).toBe(4);
    expect(h.turn.buys).toBe(3);
    h.do(0, 'buy Copper');
    expect(vp(h, 0)).toBe(2);
    h.do(0, 'buy Copper');
    expect(vp(h, 0)).toBe(4);
    h.do(0, 'buy Silver');
    expect(vp(h, 0)).toBe(4);
    expect(landmark(h, 'Basilica').vpTokens).toBe(8);
  });

  it('buying an Event is not buying a card', () => {
    const h = game({ landmarks: ['Basilica'], events: ['Delve'], zones: { 0: { hand: ['Gold', 'Silver'] } } });
    toBuy(h).do(0, 'buy Delve');
    expect(h.turn.coins).toBe(3);
    expect(vp(h, 0)).toBe(0);
  });
});
