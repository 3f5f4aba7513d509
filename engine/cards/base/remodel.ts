import { defineCard } from '../../core/card-def.js';
import { costAtMost, plusCoins } from '../../rules/cost.js';

export const remodel = defineCard({
  name: 'Remodel',
  set: 'base',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: 'Trash a card from your hand. Gain a card costing up to $2 more than it.',
  *play(g, { player }) {
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'trash',
      source: 'Remodel',
      prompt: 'Remodel: trash a card from your hand, to gain a card costing up to $2 more.',
    });
    if (id === null) return;
    // "Up to $2 more" keeps the trashed card's debt part.
    const limit = plusCoins(g.cost(g.name(id)), 2);
    yield* g.trash(player, [id], 'hand');
    const pick = yield* g.choosePile(player, {
      piles: g.gainable((_n, c) => costAtMost(c, limit)),
      verb: 'gain',
      source: 'Remodel',
      prompt: 'Remodel: gain a card costing up to $2 more than the trashed one.',
    });
    if (pick !== null) yield* g.gain(player, pick);
  },
});
