import { describe, expect, it } from 'vitest';
import { empiresRecommended } from '../../../../engine/cards/empires/recommended.js';
import { findRecommended, newGame } from '../../../../engine/index.js';

describe('Empires recommended sets', () => {
  it('lists the rulebook sets that use only base, Intrigue and Empires', () => {
    expect(empiresRecommended.map((r) => r.name)).toEqual([
      'Basic Intro',
      'Advanced Intro',
      'Everything in Moderation',
      'Silver Bullets',
      'Delicious Torture',
      'Buddy System',
    ]);
    expect(findRecommended('Basic Intro')).toMatchObject({ landmarks: ['Tower'], events: ['Wedding'] });
    expect(findRecommended('Silver Bullets')).toMatchObject({ landmarks: ['Aqueduct'], events: ['Conquest'] });
  });

  it.each(empiresRecommended.map((r) => [r.name]))(
    '%s starts a game with its 10 piles, Events and Landmarks',
    (name) => {
      const r = findRecommended(name)!;
      expect(new Set(r.kingdom).size).toBe(10);
      const { state } = newGame({ players: ['A', 'B'], seed: 'rec', recommended: name });
      expect(state.config.kingdom.sort()).toEqual([...r.kingdom].sort());
      expect(state.events).toEqual(r.events ?? []);
      expect(state.landmarks.map((l) => l.name)).toEqual(r.landmarks ?? []);
      expect(state.supply.filter((p) => p.kingdom)).toHaveLength(10);
    },
  );
});
