import { defineCard } from '../../core/card-def.js';
import { costAtMost, plusCoins } from '../../rules/cost.js';
import { getDef } from '../../core/registry.js';

export const mine = defineCard({
  name: 'Mine',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: 'You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to $3 more than it.',
  *play(g, { player }) {
    const treasures = g.p(player).hand.filter((id) => g.is(id, 'Treasure'));
    const id = yield* g.chooseCard(player, {
      from: treasures,
      optional: true,
      verb: 'trash',
      source: 'Mine',
      prompt: 'Mine: you may trash a Treasure from your hand, to gain a Treasure to your hand costing up to $3 more.',
    });
    // No Treasure trashed: nothing to gain.
    if (id === null) return;
    const limit = plusCoins(g.cost(g.name(id)), 3);
    yield* g.trash(player, [id], 'hand');
    const pick = yield* g.choosePile(player, {
      piles: g.gainable((n, c) => getDef(n).types.includes('Treasure') && costAtMost(c, limit)),
      verb: 'gain',
      source: 'Mine',
      prompt: 'Mine: gain a Treasure to your hand costing up to $3 more than the trashed one.',
    });
    if (pick !== null) yield* g.gain(player, pick, 'hand');
  },
});
