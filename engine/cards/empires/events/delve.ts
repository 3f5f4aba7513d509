import { defineCard } from '../../../core/card-def.js';

export const delve = defineCard({
  name: 'Delve',
  set: 'empires',
  cost: { coins: 2, debt: 0 },
  types: [],
  kind: 'event',
  text: '+1 Buy\nGain a Silver.',
  *onBuyEvent(g, player) {
    g.addBuys(1);
    yield* g.gain(player, 'Silver');
  },
});
