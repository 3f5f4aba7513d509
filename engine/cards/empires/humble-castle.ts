import { defineCard } from '../../core/card-def.js';
import { castlesOwned } from './castles.js';

export const humbleCastle = defineCard({
  name: 'Humble Castle',
  set: 'empires',
  cost: { coins: 3, debt: 0 },
  types: ['Treasure', 'Victory', 'Castle'],
  text: '$1\nWorth 1 VP per Castle you have.',
  coins: 1,
  vp: (s, owner) => castlesOwned(s, owner),
});
