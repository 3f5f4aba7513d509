import { defineCard } from '../../core/card-def.js';
import { costAtMost, upTo } from '../../rules/cost.js';

export const workshop = defineCard({
  name: 'Workshop',
  set: 'base',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: 'Gain a card costing up to $4.',
  *play(g, { player }) {
    const pick = yield* g.choosePile(player, {
      piles: g.gainable((_n, c) => costAtMost(c, upTo(4))),
      verb: 'gain',
      source: 'Workshop',
      prompt: 'Workshop: gain a card costing up to $4.',
    });
    if (pick !== null) yield* g.gain(player, pick);
  },
});
