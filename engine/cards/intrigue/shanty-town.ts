import { defineCard } from '../../core/card-def.js';

export const shantyTown = defineCard({
  name: 'Shanty Town',
  set: 'intrigue',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: '+2 Actions\nReveal your hand. If you have no Action cards in hand, +2 Cards.',
  *play(g, { player }) {
    g.addActions(2);
    const hand = g.p(player).hand;
    if (hand.length > 0) g.reveal(player, hand);
    if (!hand.some((id) => g.is(id, 'Action'))) g.draw(player, 2);
  },
});
