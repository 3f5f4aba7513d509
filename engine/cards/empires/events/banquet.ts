import { defineCard } from '../../../core/card-def.js';
import { costAtMost, upTo } from '../../../rules/cost.js';
import { getDef } from '../../../core/registry.js';

export const banquet = defineCard({
  name: 'Banquet',
  set: 'empires',
  cost: { coins: 3, debt: 0 },
  types: [],
  kind: 'event',
  text: 'Gain 2 Coppers and a non-Victory card costing up to $5.',
  *onBuyEvent(g, player) {
    yield* g.gain(player, 'Copper');
    yield* g.gain(player, 'Copper');
    const piles = g.gainable((name, cost) => !getDef(name).types.includes('Victory') && costAtMost(cost, upTo(5)));
    const pick = yield* g.choosePile(player, {
      piles,
      verb: 'gain',
      source: 'Banquet',
      prompt: 'Banquet: gain a non-Victory card costing up to $5.',
    });
    if (pick) yield* g.gain(player, pick);
  },
});
