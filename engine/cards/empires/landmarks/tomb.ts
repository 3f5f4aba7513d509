import { defineCard } from '../../../core/card-def.js';
import { trigger } from './support.js';

export const tomb = defineCard({
  name: 'Tomb',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you trash a card, +1 VP.',
  // The player who trashes gets it, on any turn, for any card (even one from the Supply).
  triggers: [
    trigger({
      on: 'trash',
      from: 'game',
      *run(g, ev) {
        g.addVp(ev.player, 1);
      },
    }),
  ],
});
