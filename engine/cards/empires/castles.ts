// The Castles pile: eight different Castles sorted by cost, the cheapest on top.
import type { PileDef } from '../../setup/piles.js';
import { getDef } from '../../core/registry.js';
import { ownedCards } from '../../rules/scoring.js';
import type { GameState, PlayerIndex } from '../../core/types.js';

/** Cards with the Castle type a player has (wherever they are). */
export function castlesOwned(s: GameState, owner: PlayerIndex): number {
  return ownedCards(s, owner).filter((id) => getDef(s.cardNames[id]).types.includes('Castle')).length;
}

export const castlesPile: PileDef = {
  name: 'Castles',
  set: 'empires',
  // The Randomizer is a $3 Victory - Castle card; Humble Castle stands for it (same cost).
  randomizer: 'Humble Castle',
  // Bottom first: the most expensive at the bottom; two of four of them with 3 or more players.
  contents: (players) => {
    const two = players <= 2 ? 1 : 2;
    return [
      { name: "King's Castle", count: two },
      { name: 'Grand Castle', count: 1 },
      { name: 'Sprawling Castle', count: 1 },
      { name: 'Opulent Castle', count: two },
      { name: 'Haunted Castle', count: 1 },
      { name: 'Small Castle', count: two },
      { name: 'Crumbling Castle', count: 1 },
      { name: 'Humble Castle', count: two },
    ];
  },
};
