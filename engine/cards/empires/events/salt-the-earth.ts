import { defineCard } from '../../../core/card-def.js';
import { getDef } from '../../../core/registry.js';

export const saltTheEarth = defineCard({
  name: 'Salt the Earth',
  set: 'empires',
  cost: { coins: 4, debt: 0 },
  types: [],
  kind: 'event',
  text: '+1 VP\nTrash a Victory card from the Supply.',
  *onBuyEvent(g, player) {
    g.addVp(player, 1);
    const piles = g.gainable((name) => getDef(name).types.includes('Victory'));
    const pick = yield* g.choosePile(player, {
      piles,
      verb: 'trash',
      source: 'Salt the Earth',
      prompt: 'Salt the Earth: trash a Victory card from the Supply.',
    });
    // Trashing it is not gaining it; "when you trash" abilities (Tomb, Crumbling Castle) apply.
    if (pick) yield* g.trashFromSupply(player, pick);
  },
});
