import { defineCard } from '../../../core/card-def.js';
import { trigger } from '../landmarks/support.js';

export const tax = defineCard({
  name: 'Tax',
  set: 'empires',
  cost: { coins: 2, debt: 0 },
  types: [],
  kind: 'event',
  text: 'Add 2 debt to a Supply pile.\n---\nSetup: Add 1 debt to each Supply pile. When a player buys a card, they take the debt from its pile.',
  setup(s) {
    for (const pile of s.supply) pile.debtTokens += 1;
  },
  *onBuyEvent(g, player) {
    const pick = yield* g.choosePile(player, {
      piles: g.s.supply.map((p) => p.name),
      verb: 'tax',
      source: 'Tax',
      prompt: 'Tax: add 2 debt to a Supply pile.',
    });
    const pile = g.s.supply.find((p) => p.name === pick);
    if (!pile) return;
    pile.debtTokens += 2;
    g.log({ kind: 'note', player, count: 2, detail: `adds 2 debt to the ${pile.name} pile` });
  },
  triggers: [
    trigger({
      // Buying takes the debt (gaining otherwise leaves it); it can be paid off later in this Buy phase.
      on: 'buy',
      from: 'game',
      independent: true,
      when: (g, ev) => !ev.isEvent && (g.pileOf(ev.name)?.debtTokens ?? 0) > 0,
      *run(g, ev) {
        const pile = g.pileOf(ev.name)!;
        const debt = pile.debtTokens;
        pile.debtTokens = 0;
        g.addDebt(ev.player, debt);
      },
    }),
  ],
});
