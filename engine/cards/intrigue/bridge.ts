import { defineCard } from '../../core/card-def.js';

export const bridge = defineCard({
  name: 'Bridge',
  set: 'intrigue',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: '+1 Buy\n+$1\nThis turn, cards (everywhere) cost $1 less, but not less than $0.',
  *play(g) {
    g.addBuys(1);
    g.addCoins(1);
    // Cumulative per play; every cost check (g.cost) subtracts it, never going below $0.
    g.s.turn.costReduction += 1;
  },
});
