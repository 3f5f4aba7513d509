import { defineCard } from '../../core/card-def.js';

export const harbinger = defineCard({
  name: 'Harbinger',
  set: 'base',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\nLook through your discard pile. You may put a card from it onto your deck.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    const id = yield* g.chooseCard(player, {
      from: g.p(player).discard,
      optional: true,
      verb: 'topdeck',
      source: 'Harbinger',
      prompt: 'Harbinger: you may put a card from your discard pile onto your deck.',
    });
    if (id !== null) g.topdeck(player, id, 'discard', false);
  },
});
