import { defineCard } from '../../core/card-def.js';

export const cityQuarter = defineCard({
  name: 'City Quarter',
  set: 'empires',
  cost: { coins: 0, debt: 8 },
  types: ['Action'],
  text: '+2 Actions\nReveal your hand. +1 Card per Action card revealed.',
  *play(g, { player }) {
    g.addActions(2);
    const hand = [...g.p(player).hand];
    g.reveal(player, hand);
    g.draw(player, hand.filter((id) => g.is(id, 'Action')).length);
  },
});
