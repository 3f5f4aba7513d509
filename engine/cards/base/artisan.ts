import { defineCard } from '../../core/card-def.js';
import { costAtMost, upTo } from '../../rules/cost.js';

export const artisan = defineCard({
  name: 'Artisan',
  set: 'base',
  cost: { coins: 6, debt: 0 },
  types: ['Action'],
  text: 'Gain a card to your hand costing up to $5.\nPut a card from your hand onto your deck.',
  *play(g, { player }) {
    const pile = yield* g.choosePile(player, {
      piles: g.gainable((_name, cost) => costAtMost(cost, upTo(5))),
      verb: 'gain',
      source: 'Artisan',
      prompt: 'Artisan: gain a card costing up to $5 to your hand.',
    });
    if (pile !== null) yield* g.gain(player, pile, 'hand');
    // Any card from hand, the one just gained included.
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'topdeck',
      source: 'Artisan',
      prompt: 'Artisan: put a card from your hand onto your deck.',
    });
    if (id !== null) g.topdeck(player, id, 'hand', false);
  },
});
