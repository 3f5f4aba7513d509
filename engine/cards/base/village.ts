import { defineCard } from '../../core/card-def.js';

export const village = defineCard({
  name: 'Village',
  set: 'base',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+2 Actions',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(2);
  },
});
