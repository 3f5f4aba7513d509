// Landmark and Event rulings that involve Empires Kingdom piles (Castles, Gathering and split piles).
import { describe, expect, it } from 'vitest';
import { game, landmark, pile, toBuy, vp } from '../landscape-support.js';

const EMPIRES = [
  'Temple',
  "Farmers' Market",
  'Wild Hunt',
  'Castles',
  'Catapult/Rocks',
  'Settlers/Bustling Village',
  'Villa',
  'Crown',
  'Forum',
  'Legionary',
];

describe('Landmarks and Events with Empires Kingdom piles', () => {
  it('Defiled Shrine: no VP on Gathering piles or Castles; split piles are Action piles', () => {
    const h = game({ landmarks: ['Defiled Shrine'], kingdom: EMPIRES });
    for (const name of ['Temple', "Farmers' Market", 'Wild Hunt', 'Castles'])
      expect(pile(h, name).vpTokens, name).toBe(0);
    for (const name of ['Catapult/Rocks', 'Settlers/Bustling Village', 'Villa', 'Crown', 'Forum', 'Legionary'])
      expect(pile(h, name).vpTokens, name).toBe(2);
  });

  it('Defiled Shrine + Temple: the player orders them (Shrine first moves 1 VP off the Temple pile)', () => {
    const run = (first: 'Defiled Shrine' | 'Temple') => {
      const h = game({ landmarks: ['Defiled Shrine'], kingdom: EMPIRES, zones: { 0: { hand: ['Silver', 'Silver'] } } });
      pile(h, 'Temple').vpTokens = 3;
      toBuy(h).do(0, 'buy Temple');
      const d = h.decision(0);
      expect(d).toMatchObject({ kind: 'option', verb: 'resolve' });
      const opts = d?.kind === 'option' ? d.options : [];
      h.do(0, `resolve ${opts.find((o) => o.label.startsWith(first))!.label}`);
      return h;
    };
    const shrineFirst = run('Defiled Shrine');
    expect([vp(shrineFirst, 0), landmark(shrineFirst, 'Defiled Shrine').vpTokens]).toEqual([2, 1]);
    const templeFirst = run('Temple');
    expect([vp(templeFirst, 0), landmark(templeFirst, 'Defiled Shrine').vpTokens]).toEqual([3, 0]);
  });

  it('Aqueduct + Defiled Shrine: gaining a Crown (Action - Treasure) moves 1 VP from its pile to each', () => {
    const h = game({
      landmarks: ['Aqueduct', 'Defiled Shrine'],
      kingdom: EMPIRES,
      zones: { 0: { hand: ['Gold', 'Silver'] } },
    });
    toBuy(h).do(0, 'buy Crown');
    const d = h.decision(0);
    const opts = d?.kind === 'option' ? d.options : [];
    h.do(0, `resolve ${opts[0].label}`);
    expect(pile(h, 'Crown').vpTokens).toBe(0);
    expect([landmark(h, 'Aqueduct').vpTokens, landmark(h, 'Defiled Shrine').vpTokens]).toEqual([1, 1]);
  });

  it('Salt the Earth trashing Crumbling Castle from the Supply: +1 VP and a Silver for the buyer', () => {
    const h = game({
      events: ['Salt the Earth'],
      kingdom: EMPIRES,
      zones: { 0: { hand: ['Festival', 'Gold', 'Gold'] } },
    });
    h.do(0, 'play Festival');
    toBuy(h).do(0, 'buy Salt the Earth', 'trash Humble Castle');
    expect(h.trash()).toEqual(['Humble Castle']);
    h.do(0, 'buy Salt the Earth', 'trash Crumbling Castle');
    expect(vp(h, 0)).toBe(3);
    expect(h.discard(0)).toEqual(['Silver']);
  });
});
