import { defineCard } from '../../../core/card-def.js';

export const conquest = defineCard({
  name: 'Conquest',
  set: 'empires',
  cost: { coins: 6, debt: 0 },
  types: [],
  kind: 'event',
  text: "Gain 2 Silvers.\n+1 VP per Silver you've gained this turn.",
  *onBuyEvent(g, player) {
    yield* g.gain(player, 'Silver');
    yield* g.gain(player, 'Silver');
    // Events are bought in your own turn, so turn.gained holds every card you gained this turn.
    g.addVp(player, g.s.turn.gained.filter((n) => n === 'Silver').length);
  },
});
