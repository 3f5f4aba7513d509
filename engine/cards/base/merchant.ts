import { defineCard } from '../../core/card-def.js';

export const merchant = defineCard({
  name: 'Merchant',
  set: 'base',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\nThe first time you play a Silver this turn, +$1.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    g.addLasting('Merchant', player);
  },
  triggers: [
    {
      on: 'play',
      from: 'lasting',
      // Only the turn's first Silver counts, even if it was played before this Merchant.
      when: (g, ev, owner) =>
        ev.type === 'play' &&
        ev.player === owner &&
        ev.name === 'Silver' &&
        g.s.turn.played.filter((n) => n === 'Silver').length === 1,
      *run(g) {
        g.addCoins(1);
      },
    },
  ],
});
