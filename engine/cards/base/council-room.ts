import { defineCard } from '../../core/card-def.js';

export const councilRoom = defineCard({
  name: 'Council Room',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+4 Cards\n+1 Buy\nEach other player draws a card.',
  *play(g, { player }) {
    g.draw(player, 4);
    g.addBuys(1);
    for (const other of g.others(player)) g.draw(other, 1);
  },
});
