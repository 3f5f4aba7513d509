import { defineCard } from '../../core/card-def.js';

export const emporium = defineCard({
  name: 'Emporium',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\n+$1\n---\nWhen you gain this, if you have at least 5 Action cards in play, +2 VP.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    g.addCoins(1);
  },
  triggers: [
    {
      // Cards in play include Durations still there from earlier turns.
      on: 'gain',
      from: 'self',
      independent: true,
      when: (g, ev) => g.p(ev.player).inPlay.filter((id) => g.is(id, 'Action')).length >= 5,
      *run(g, ev) {
        g.addVp(ev.player, 2);
      },
    },
  ],
});
