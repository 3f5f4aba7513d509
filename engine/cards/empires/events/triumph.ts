import { defineCard } from '../../../core/card-def.js';

export const triumph = defineCard({
  name: 'Triumph',
  set: 'empires',
  cost: { coins: 0, debt: 5 },
  types: [],
  kind: 'event',
  text: "Gain an Estate.\nIf you did, +1 VP per card you've gained this turn.",
  *onBuyEvent(g, player) {
    if ((yield* g.gain(player, 'Estate')) === null) return;
    // Every card gained this turn, this Estate included; Events bought are not gains.
    g.addVp(player, g.s.turn.gained.length);
  },
});
