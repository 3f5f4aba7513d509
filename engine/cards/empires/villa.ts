import { defineCard, defineTrigger } from '../../core/card-def.js';

export const villa = defineCard({
  name: 'Villa',
  set: 'empires',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: "+2 Actions\n+1 Buy\n+$1\n---\nWhen you gain this, put it into your hand, +1 Action, and if it's your Buy phase return to your Action phase.",
  *play(g) {
    g.addActions(2);
    g.addBuys(1);
    g.addCoins(1);
  },
  triggers: [
    defineTrigger({
      on: 'gain',
      from: 'self',
      *run(g, { player, card }) {
        const from = g.where(player, card);
        if (from && from !== 'hand') {
          g.move(player, card, from, 'hand');
          g.log({ kind: 'note', player, cards: ['Villa'], count: 1, detail: 'puts it into their hand' });
        }
        // On another player's turn the +1 Action has no turn to go to.
        if (player !== g.active) return;
        g.addActions(1);
        // The Buy phase then starts again from the beginning (Treasures, start-of-Buy abilities).
        if (g.s.turn.phase === 'buy') {
          g.s.turn.phase = 'action';
          g.log({ kind: 'phase', player, detail: 'action' });
        }
      },
    }),
  ],
});
