import { defineCard } from '../../core/card-def.js';

export const forum = defineCard({
  name: 'Forum',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+3 Cards\n+1 Action\nDiscard 2 cards.\n---\nWhen you buy this, +1 Buy.',
  *play(g, { player }) {
    g.draw(player, 3);
    g.addActions(1);
    const picked = yield* g.chooseCards(player, {
      from: g.p(player).hand,
      min: 2,
      max: 2,
      verb: 'discard',
      source: 'Forum',
      prompt: 'Forum: discard 2 cards.',
    });
    g.discard(player, picked, 'hand');
  },
  triggers: [
    {
      on: 'buy',
      from: 'self',
      *run(g) {
        g.addBuys(1);
      },
    },
  ],
});
