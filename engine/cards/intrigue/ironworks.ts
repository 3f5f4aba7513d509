import { defineCard } from '../../core/card-def.js';
import { costAtMost, upTo } from '../../rules/cost.js';
import { getDef } from '../../core/registry.js';

export const ironworks = defineCard({
  name: 'Ironworks',
  set: 'intrigue',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: 'Gain a card costing up to $4.\nIf the gained card is an…\nAction card, +1 Action\nTreasure card, +$1\nVictory card, +1 Card',
  *play(g, { player }) {
    const name = yield* g.choosePile(player, {
      piles: g.gainable((_n, cost) => costAtMost(cost, upTo(4))),
      verb: 'gain',
      source: 'Ironworks',
      prompt: 'Ironworks: gain a card costing up to $4.',
    });
    if (name === null) return;
    const id = yield* g.gain(player, name);
    if (id === null) return;
    // Every type of the gained card gives its bonus (Mill: +1 Action and +1 Card).
    const types = getDef(g.name(id)).types;
    if (types.includes('Action')) g.addActions(1);
    if (types.includes('Treasure')) g.addCoins(1);
    if (types.includes('Victory')) g.draw(player, 1);
  },
});
