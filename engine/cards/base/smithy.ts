import { defineCard } from '../../core/card-def.js';

export const smithy = defineCard({
  name: 'Smithy',
  set: 'base',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: '+3 Cards',
  *play(g, { player }) {
    g.draw(player, 3);
  },
});
