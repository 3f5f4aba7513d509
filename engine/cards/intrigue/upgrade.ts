import { defineCard } from '../../core/card-def.js';
import { costEquals, formatCost, plusCoins } from '../../rules/cost.js';

export const upgrade = defineCard({
  name: 'Upgrade',
  set: 'intrigue',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\nTrash a card from your hand. Gain a card costing exactly $1 more than it.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    const trashed = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'trash',
      source: 'Upgrade',
      prompt: 'Upgrade: trash a card from your hand.',
    });
    if (trashed === null) return;
    const name = g.name(trashed);
    yield* g.trash(player, [trashed], 'hand');
    // Current costs (after Bridge); no card at exactly that cost means no gain.
    const wanted = plusCoins(g.cost(name), 1);
    const pick = yield* g.choosePile(player, {
      piles: g.gainable((_n, c) => costEquals(c, wanted)),
      verb: 'gain',
      source: 'Upgrade',
      prompt: `Upgrade: gain a card costing exactly ${formatCost(wanted)}.`,
    });
    if (pick !== null) yield* g.gain(player, pick);
  },
});
