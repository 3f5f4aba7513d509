import { defineCard } from '../../../core/card-def.js';

export const dominate = defineCard({
  name: 'Dominate',
  set: 'empires',
  cost: { coins: 14, debt: 0 },
  types: [],
  kind: 'event',
  text: 'Gain a Province. If you do, +9 VP.',
  *onBuyEvent(g, player) {
    if ((yield* g.gain(player, 'Province')) !== null) g.addVp(player, 9);
  },
});
