import { describe, expect, it } from 'vitest';
import { OBELISK_PILE, obelisk, obeliskPile } from '../../../../../engine/cards/empires/landmarks/obelisk.js';
import { getDef } from '../../../../../engine/core/registry.js';
import { pileDef } from '../../../../../engine/setup/piles.js';
import { game, scoreOf } from '../landscape-support.js';
import { start } from '../../../../support/harness.js';
import { SPLIT, kingdomWith, registerFakes } from '../landscape-fakes.js';

registerFakes();

describe('Obelisk', () => {
  it('is a Landmark with the printed text', () => {
    expect(obelisk).toMatchObject({ kind: 'landmark' });
    expect(obelisk.text).toBe(
      'When scoring, 2 VP per card you have from the chosen pile.\n---\nSetup: Choose a random Action Supply pile.',
    );
  });

  it('setup chooses an Action Kingdom pile at random, from the seed', () => {
    const kingdom = kingdomWith('Test Treasure Victory', SPLIT);
    const picks = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const h = start({ landmarks: ['Obelisk'], kingdom, seed: `obelisk-${i}` });
      const chosen = obeliskPile(h.state)!;
      expect(kingdom).toContain(chosen);
      expect(getDef(pileDef(chosen).randomizer).types).toContain('Action');
      expect(obeliskPile(start({ landmarks: ['Obelisk'], kingdom, seed: `obelisk-${i}` }).state)).toBe(chosen);
      picks.add(chosen);
    }
    expect(picks.size).toBeGreaterThan(1);
    expect(picks.has('Test Treasure Victory')).toBe(false);
  });

  it('2 VP per card from the chosen pile, both halves of a split pile', () => {
    const h = game({
      landmarks: ['Obelisk'],
      kingdom: kingdomWith(SPLIT),
      zones: { 0: { hand: ['Test Top', 'Test Bottom', 'Village'], deck: ['Test Top'] } },
    });
    h.state.flags[OBELISK_PILE] = SPLIT;
    expect(obelisk.score!(h.state, 0)).toBe(6);
    expect(scoreOf(h, 0)).toBe(6);
    h.state.flags[OBELISK_PILE] = 'Village';
    expect(obelisk.score!(h.state, 0)).toBe(2);
    expect(obelisk.score!(h.state, 1)).toBe(0);
  });
});

describe('Obelisk in the players’ views', () => {
  it('shows every player the chosen pile', () => {
    const h = start({ landmarks: ['Obelisk'] });
    const chosen = obeliskPile(h.state);
    expect(chosen).toBeDefined();
    for (const viewer of [0, 1])
      expect(h.view(viewer).landmarks[0]).toEqual({ name: 'Obelisk', vpTokens: 0, note: `Chosen pile: ${chosen}` });
  });
});
