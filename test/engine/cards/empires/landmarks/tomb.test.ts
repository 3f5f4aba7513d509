import { describe, expect, it } from 'vitest';
import { tomb } from '../../../../../engine/cards/empires/landmarks/tomb.js';
import { game, toBuy, vp } from '../landscape-support.js';
import { kingdomWith, registerFakes } from '../landscape-fakes.js';

registerFakes();

describe('Tomb', () => {
  it('is a Landmark with the printed text', () => {
    expect(tomb).toMatchObject({ kind: 'landmark' });
    expect(tomb.text).toBe('When you trash a card, +1 VP.');
  });

  it('+1 VP per card trashed', () => {
    const h = game({ landmarks: ['Tomb'], events: ['Advance'], zones: { 0: { hand: ['Village'] } } });
    h.do(0, 'end actions', 'buy Advance', 'trash Village', 'gain Village');
    expect(vp(h, 0)).toBe(1);
  });

  it("works on other players' turns", () => {
    const h = game({
      landmarks: ['Tomb'],
      kingdom: kingdomWith('Test Swindle'),
      zones: { 0: { hand: ['Test Swindle'] }, 1: { hand: ['Copper'], deck: ['Estate'] } },
    });
    h.do(0, 'play Test Swindle');
    expect(h.trash()).toEqual(['Estate']);
    expect(vp(h, 1)).toBe(1);
    expect(vp(h, 0)).toBe(0);
  });

  it('works for a card that is not yours (Salt the Earth)', () => {
    const h = game({ landmarks: ['Tomb'], events: ['Salt the Earth'], zones: { 0: { hand: ['Gold', 'Copper'] } } });
    toBuy(h).do(0, 'buy Salt the Earth', 'trash Duchy');
    expect(vp(h, 0)).toBe(2);
  });
});
