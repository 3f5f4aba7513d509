import { defineCard } from '../../core/card-def.js';

export const fortune = defineCard({
  name: 'Fortune',
  set: 'empires',
  cost: { coins: 8, debt: 8 },
  types: ['Treasure'],
  text: "+1 Buy\nWhen you play this, double your $ if you haven't yet this turn.\n---\nWhen you gain this, gain a Gold per Gladiator you have in play.",
  *play(g) {
    g.addBuys(1);
    const flags = g.s.turn.flags;
    if (flags.fortuneDoubled) return;
    flags.fortuneDoubled = 1;
    g.addCoins(g.s.turn.coins);
  },
  triggers: [
    {
      on: 'gain',
      from: 'self',
      *run(g, { player }) {
        const n = g.p(player).inPlay.filter((id) => g.name(id) === 'Gladiator').length;
        for (let i = 0; i < n; i++) yield* g.gain(player, 'Gold');
      },
    },
  ],
});
