import { defineCard } from '../../../core/card-def.js';

export const ritual = defineCard({
  name: 'Ritual',
  set: 'empires',
  cost: { coins: 4, debt: 0 },
  types: [],
  kind: 'event',
  text: 'Gain a Curse. If you do, trash a card from your hand. +1 VP per $1 it cost.',
  *onBuyEvent(g, player) {
    if ((yield* g.gain(player, 'Curse')) === null) return;
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'trash',
      source: 'Ritual',
      prompt: 'Ritual: trash a card from your hand (+1 VP per $1 it costs).',
    });
    if (id === null) return;
    // Only the $ part counts; debt in the cost gives nothing.
    const coins = g.cost(g.name(id)).coins;
    yield* g.trash(player, [id], 'hand');
    g.addVp(player, coins);
  },
});
