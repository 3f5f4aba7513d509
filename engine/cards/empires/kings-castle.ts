import { defineCard } from '../../core/card-def.js';
import { castlesOwned } from './castles.js';

export const kingsCastle = defineCard({
  name: "King's Castle",
  set: 'empires',
  cost: { coins: 10, debt: 0 },
  types: ['Victory', 'Castle'],
  text: 'Worth 2 VP per Castle you have.',
  vp: (s, owner) => 2 * castlesOwned(s, owner),
});
