import { defineCard } from '../../core/card-def.js';

export const plunder = defineCard({
  name: 'Plunder',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Treasure'],
  text: '$2\n+1 VP',
  coins: 2,
  *play(g, { player }) {
    g.addVp(player, 1);
  },
});
