import { describe, expect, it } from 'vitest';
import '../../../../../engine/cards/index.js';
import { makeConfig } from '../../../../../engine/setup/setup.js';
import { kingdomCards, singlePlans } from '../../../../../engine/bots/kingdom/plan/plan.js';

const kingdom = [
  'Castles',
  'Catapult/Rocks',
  'Chariot Race',
  'Diplomat',
  'Gladiator/Fortune',
  'Remodel',
  'Secret Passage',
  'Settlers/Bustling Village',
  'Swindler',
  'Encampment/Plunder',
];

describe('search candidates: only cards a buyer can reach', () => {
  it('a split pile offers its top half, Castles the Humble Castle', () => {
    const config = makeConfig({ players: ['A', 'B'], seed: 'x', kingdom });
    const cards = kingdomCards(config);
    expect(cards).toHaveLength(10);
    for (const top of ['Catapult', 'Gladiator', 'Settlers', 'Encampment', 'Humble Castle'])
      expect(cards).toContain(top);
    for (const bottom of ['Rocks', 'Fortune', 'Bustling Village', 'Plunder', "King's Castle"])
      expect(cards).not.toContain(bottom);
  });

  it("no single-card plan for a split pile's bottom half", () => {
    const config = makeConfig({ players: ['A', 'B'], seed: 'x', kingdom });
    const first = singlePlans(config).map((p) => p.entries[0].card);
    expect(first).toContain('Catapult');
    expect(first).toContain('Settlers');
    for (const bottom of ['Rocks', 'Fortune', 'Bustling Village', 'Plunder']) expect(first).not.toContain(bottom);
  });
});
