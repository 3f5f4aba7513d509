import { describe, expect, it } from 'vitest';
import { plunder } from '../../../../engine/cards/empires/plunder.js';
import { coins, game, vp } from './kit.js';

describe('Plunder', () => {
  it('has its printed text and cost', () => {
    expect(plunder).toMatchObject({ cost: { coins: 5, debt: 0 }, types: ['Treasure'] });
    expect(plunder.text).toBe('$2\n+1 VP');
  });

  it('$2 and +1 VP', () => {
    const h = game({ zones: { 0: { hand: ['Plunder'] } } });
    h.do(0, 'end actions', 'play Plunder');
    expect(coins(h)).toBe(2);
    expect(vp(h, 0)).toBe(1);
  });

  it('played twice by Crown: $4 and +2 VP', () => {
    const h = game({ zones: { 0: { hand: ['Crown', 'Plunder'] } } });
    h.do(0, 'end actions', 'play Crown', 'play Plunder');
    expect(coins(h)).toBe(4);
    expect(vp(h, 0)).toBe(2);
  });
});
