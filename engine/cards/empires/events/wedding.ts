import { defineCard } from '../../../core/card-def.js';

export const wedding = defineCard({
  name: 'Wedding',
  set: 'empires',
  cost: { coins: 4, debt: 3 },
  types: [],
  kind: 'event',
  text: '+1 VP\nGain a Gold.',
  *onBuyEvent(g, player) {
    g.addVp(player, 1);
    yield* g.gain(player, 'Gold');
  },
});
