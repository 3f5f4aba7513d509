import { describe, expect, it } from 'vitest';
import { baths } from '../../../../../engine/cards/empires/landmarks/baths.js';
import { game, landmark, toBuy, vp } from '../landscape-support.js';

describe('Baths', () => {
  it('is a Landmark with the printed text and 6 VP per player', () => {
    expect(baths).toMatchObject({ kind: 'landmark' });
    expect(baths.text).toBe(
      'When you end your turn without having gained a card, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
    );
    expect(landmark(game({ landmarks: ['Baths'], players: 4 }), 'Baths').vpTokens).toBe(24);
  });

  it('ending a turn without gaining a card takes 2 VP', () => {
    const h = game({ landmarks: ['Baths'] });
    toBuy(h).do(0, 'end turn');
    expect(vp(h, 0)).toBe(2);
    expect(landmark(h, 'Baths').vpTokens).toBe(10);
  });

  it('any gain (bought or otherwise) that turn prevents it', () => {
    const h = game({ landmarks: ['Baths'], events: ['Delve'] });
    toBuy(h).do(0, 'buy Copper', 'end turn');
    expect(vp(h, 0)).toBe(0);
    toBuy(h, 1).do(1, 'buy Delve', 'end turn');
    expect(vp(h, 1)).toBe(0);
  });

  it('hands out what is left, then nothing', () => {
    const h = game({ landmarks: ['Baths'] });
    landmark(h, 'Baths').vpTokens = 1;
    toBuy(h).do(0, 'end turn');
    toBuy(h, 1).do(1, 'end turn');
    expect([vp(h, 0), vp(h, 1)]).toEqual([1, 0]);
  });
});
