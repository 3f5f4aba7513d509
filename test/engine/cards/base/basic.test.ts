import { describe, expect, it } from 'vitest';
import { BASIC_PILES, getDef, score } from '../../../../engine/index.js';
import type { ForcedZones } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const game = (p0: ForcedZones) => start({ setup: { firstPlayer: 0, players: { '0': p0 } } });

const printed: Record<string, { coins: number; types: string[]; text: string }> = {
  Copper: { coins: 0, types: ['Treasure'], text: '$1' },
  Silver: { coins: 3, types: ['Treasure'], text: '$2' },
  Gold: { coins: 6, types: ['Treasure'], text: '$3' },
  Estate: { coins: 2, types: ['Victory'], text: '1 VP' },
  Duchy: { coins: 5, types: ['Victory'], text: '3 VP' },
  Province: { coins: 8, types: ['Victory'], text: '6 VP' },
  Curse: { coins: 0, types: ['Curse'], text: '-1 VP' },
};

describe('Basic cards', () => {
  it('are the 7 Basic piles, with printed cost, types and text', () => {
    expect([...BASIC_PILES].sort()).toEqual(Object.keys(printed).sort());
    for (const [name, p] of Object.entries(printed)) {
      const d = getDef(name);
      expect(d.basic, name).toBe(true);
      expect(d.cost, name).toEqual({ coins: p.coins, debt: 0 });
      expect(d.types, name).toEqual(p.types);
      expect(d.text, name).toBe(p.text);
    }
  });

  it.each([
    ['Copper', 1],
    ['Silver', 2],
    ['Gold', 3],
  ])('%s produces $%i when played', (name, coins) => {
    const h = game({ hand: [name] });
    h.do(0, 'end actions', `play ${name}`);
    expect(h.turn.coins).toBe(coins);
  });

  it('only Treasures actually played produce $', () => {
    const h = game({ hand: ['Copper', 'Silver', 'Gold'] });
    h.do(0, 'end actions', 'play Gold');
    expect(h.turn.coins).toBe(3);
    expect(h.try(0, 'buy Province').ok).toBe(false);
  });

  it.each([
    ['Estate', 1],
    ['Duchy', 3],
    ['Province', 6],
    ['Curse', -1],
  ])('%s is worth %i VP', (name, vp) => {
    const h = game({ hand: [name] });
    expect(score(h.state, 0)).toBe(vp);
  });

  it('Victory cards and Curses score wherever they are (hand, deck, discard)', () => {
    const h = game({ hand: ['Province'], deck: ['Duchy', 'Curse'], discard: ['Estate', 'Estate'] });
    expect(score(h.state, 0)).toBe(6 + 3 - 1 + 2);
  });

  it('Victory cards and Curses cannot be played', () => {
    const h = game({ hand: ['Estate', 'Curse'] });
    expect(h.try(0, 'play Estate').ok).toBe(false);
    h.do(0, 'end actions');
    expect(h.try(0, 'play Curse').ok).toBe(false);
  });

  it('Copper (and Curse) can be bought with $0', () => {
    const h = start({ setup: { firstPlayer: 0, players: { '0': { hand: ['Estate'] } } } });
    const coppers = h.supply('Copper');
    h.do(0, 'end actions', 'buy Copper');
    expect(h.supply('Copper')).toBe(coppers - 1);
    expect(h.discard(0)).toEqual(['Copper']);
  });

  it.each(Object.entries(printed).filter(([, p]) => p.coins > 0))(
    '%s can be bought with its price, not with $1 less',
    (name, p) => {
      const h = game({ hand: Array(p.coins).fill('Copper') });
      h.do(0, 'end actions');
      for (let i = 1; i < p.coins; i++) h.do(0, 'play Copper');
      const before = h.hash();
      const r = h.try(0, `buy ${name}`);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.code).toBe('move/unaffordable');
      expect(h.hash()).toBe(before);
      h.do(0, 'play Copper', `buy ${name}`);
      expect(h.turn.coins).toBe(0);
      expect(h.discard(0)).toEqual([name]);
    },
  );
});
