import { defineCard } from '../../../core/card-def.js';
import { costAtMost, upTo } from '../../../rules/cost.js';
import { getDef } from '../../../core/registry.js';

export const advance = defineCard({
  name: 'Advance',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'event',
  text: 'You may trash an Action card from your hand. If you do, gain an Action card costing up to $6.',
  *onBuyEvent(g, player) {
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand.filter((c) => g.is(c, 'Action')),
      optional: true,
      verb: 'trash',
      source: 'Advance',
      prompt: 'Advance: you may trash an Action card from your hand, to gain an Action card costing up to $6.',
    });
    if (id === null) return;
    yield* g.trash(player, [id], 'hand');
    // "Up to $6" allows no debt in the cost.
    const piles = g.gainable((name, cost) => getDef(name).types.includes('Action') && costAtMost(cost, upTo(6)));
    const pick = yield* g.choosePile(player, {
      piles,
      verb: 'gain',
      source: 'Advance',
      prompt: 'Advance: gain an Action card costing up to $6.',
    });
    if (pick) yield* g.gain(player, pick);
  },
});
