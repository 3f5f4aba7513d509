import { defineCard } from '../../core/card-def.js';

export const laboratory = defineCard({
  name: 'Laboratory',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+2 Cards\n+1 Action',
  *play(g, { player }) {
    g.draw(player, 2);
    g.addActions(1);
  },
});
