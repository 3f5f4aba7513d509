import { defineCard } from '../../core/card-def.js';
import { ownedCards } from '../../rules/scoring.js';

export const gardens = defineCard({
  name: 'Gardens',
  set: 'base',
  cost: { coins: 4, debt: 0 },
  types: ['Victory'],
  text: 'Worth 1 VP per 10 cards you have (round down).',
  // A Victory Kingdom pile: 8 cards with 2 players, 12 with more (the default for Victory cards).
  vp: (s, owner) => Math.floor(ownedCards(s, owner).length / 10),
});
