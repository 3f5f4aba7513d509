import { defineCard } from '../../core/card-def.js';

export const royalBlacksmith = defineCard({
  name: 'Royal Blacksmith',
  set: 'empires',
  cost: { coins: 0, debt: 8 },
  types: ['Action'],
  text: '+5 Cards\nReveal your hand; discard the Coppers.',
  *play(g, { player }) {
    g.draw(player, 5);
    const hand = g.p(player).hand;
    g.reveal(player, hand);
    g.discard(
      player,
      hand.filter((id) => g.name(id) === 'Copper'),
      'hand',
      true,
    );
  },
});
