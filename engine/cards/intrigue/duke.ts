import { defineCard } from '../../core/card-def.js';
import { ownedCards } from '../../rules/scoring.js';

export const duke = defineCard({
  name: 'Duke',
  set: 'intrigue',
  cost: { coins: 5, debt: 0 },
  types: ['Victory'],
  text: 'Worth 1 VP per Duchy you have.',
  vp: (s, owner) => ownedCards(s, owner).filter((id) => s.cardNames[id] === 'Duchy').length,
});
