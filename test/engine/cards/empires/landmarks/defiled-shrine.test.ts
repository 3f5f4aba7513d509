import { describe, expect, it } from 'vitest';
import { defiledShrine } from '../../../../../engine/cards/empires/landmarks/defiled-shrine.js';
import { game, landmark, pile, toBuy, vp } from '../landscape-support.js';
import { SPLIT, kingdomWith, registerFakes } from '../landscape-fakes.js';

registerFakes();

describe('Defiled Shrine', () => {
  it('is a Landmark with the printed text', () => {
    expect(defiledShrine).toMatchObject({ kind: 'landmark' });
    expect(defiledShrine.text).toBe(
      'When you gain an Action, move 1 VP from its pile to this. When you buy a Curse, take the VP from this.\n---\nSetup: Put 2 VP on each non-Gathering Action Supply pile.',
    );
  });

  it('setup: 2 VP on each non-Gathering Action Supply pile (split piles by their Randomizer)', () => {
    const h = game({
      landmarks: ['Defiled Shrine'],
      kingdom: kingdomWith('Test Gathering', SPLIT, 'Test Treasure Victory'),
    });
    expect(pile(h, 'Smithy').vpTokens).toBe(2);
    expect(pile(h, SPLIT).vpTokens).toBe(2);
    expect(pile(h, 'Test Gathering').vpTokens).toBe(0);
    expect(pile(h, 'Test Treasure Victory').vpTokens).toBe(0);
    for (const b of ['Copper', 'Silver', 'Gold', 'Estate', 'Duchy', 'Province', 'Curse'])
      expect(pile(h, b).vpTokens).toBe(0);
    expect(landmark(h, 'Defiled Shrine').vpTokens).toBe(0);
  });

  it('gaining an Action moves 1 VP from its pile; buying a Curse takes them all', () => {
    const h = game({ landmarks: ['Defiled Shrine'], zones: { 0: { hand: ['Market', 'Gold', 'Gold', 'Copper'] } } });
    h.do(0, 'play Market');
    toBuy(h).do(0, 'buy Village', 'buy Village');
    expect(pile(h, 'Village').vpTokens).toBe(0);
    expect(landmark(h, 'Defiled Shrine').vpTokens).toBe(2);
    h.do(0, 'end turn');
    h.do(1, 'end actions', 'play treasures', 'buy Curse');
    expect(vp(h, 1)).toBe(2);
    expect(landmark(h, 'Defiled Shrine').vpTokens).toBe(0);
  });

  it('gaining a Curse without buying it takes nothing', () => {
    const h = game({ landmarks: ['Defiled Shrine'], zones: { 0: { hand: ['Witch'], deck: ['Copper', 'Copper'] } } });
    landmark(h, 'Defiled Shrine').vpTokens = 3;
    h.do(0, 'play Witch');
    expect(h.discard(1)).toEqual(['Curse']);
    expect(vp(h, 1)).toBe(0);
    expect(landmark(h, 'Defiled Shrine').vpTokens).toBe(3);
  });

  it('an Action gained otherwise (Advance) moves VP too', () => {
    const h = game({ landmarks: ['Defiled Shrine'], events: ['Advance'], zones: { 0: { hand: ['Village'] } } });
    h.do(0, 'end actions', 'buy Advance', 'trash Village', 'gain Witch');
    expect(pile(h, 'Witch').vpTokens).toBe(1);
    expect(landmark(h, 'Defiled Shrine').vpTokens).toBe(1);
  });
});
