import { defineCard } from '../../core/card-def.js';

export const market = defineCard({
  name: 'Market',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\n+1 Buy\n+$1',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    g.addBuys(1);
    g.addCoins(1);
  },
});
