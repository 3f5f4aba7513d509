import { defineCard } from '../../core/card-def.js';

export const capital = defineCard({
  name: 'Capital',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Treasure'],
  text: '$6\n+1 Buy\n---\nWhen you discard this from play, take 6 debt, and then you may pay off debt.',
  coins: 6,
  *play(g) {
    g.addBuys(1);
  },
  triggers: [
    {
      on: 'discardFromPlay',
      from: 'self',
      *run(g, ev) {
        const { player } = ev;
        g.addDebt(player, 6);
        // Paying off uses the $ left this turn (only on the owner's own turn can there be any).
        const max = player === g.active ? Math.min(g.p(player).debt, g.s.turn.coins) : 0;
        if (max <= 0) return;
        const n = yield* g.chooseNumber(player, {
          min: 0,
          max,
          verb: 'pay',
          source: 'Capital',
          prompt: `Capital: you took 6 debt (${g.p(player).debt} in all). Pay off how much (you have $${g.s.turn.coins})?`,
        });
        g.payDebt(player, n);
      },
    },
  ],
});
