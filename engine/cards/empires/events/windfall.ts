import { defineCard } from '../../../core/card-def.js';

export const windfall = defineCard({
  name: 'Windfall',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: [],
  kind: 'event',
  text: 'If your deck and discard pile are empty, gain 3 Golds.',
  *onBuyEvent(g, player) {
    const pl = g.p(player);
    if (pl.deck.length > 0 || pl.discard.length > 0) return;
    for (let i = 0; i < 3; i++) yield* g.gain(player, 'Gold');
  },
});
