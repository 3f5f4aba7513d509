import { defineCard } from '../../core/card-def.js';

export const festival = defineCard({
  name: 'Festival',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+2 Actions\n+1 Buy\n+$2',
  *play(g) {
    g.addActions(2);
    g.addBuys(1);
    g.addCoins(2);
  },
});
