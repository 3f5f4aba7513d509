import { defineCard } from '../../core/card-def.js';
import { costAtMost, formatCost, plusCoins } from '../../rules/cost.js';

export const replace = defineCard({
  name: 'Replace',
  set: 'intrigue',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Attack'],
  text: "Trash a card from your hand. Gain a card costing up to $2 more than it. If the gained card is an Action or Treasure, put it onto your deck; if it's a Victory card, each other player gains a Curse.",
  *play(g, play) {
    const { player } = play;
    const trashed = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'trash',
      source: 'Replace',
      prompt: 'Replace: trash a card from your hand.',
    });
    // Like Remodel: nothing trashed, nothing gained.
    if (trashed === null) return;
    const name = g.name(trashed);
    yield* g.trash(player, [trashed], 'hand');
    const limit = plusCoins(g.cost(name), 2);
    const pick = yield* g.choosePile(player, {
      piles: g.gainable((_n, c) => costAtMost(c, limit)),
      verb: 'gain',
      source: 'Replace',
      prompt: `Replace: gain a card costing up to ${formatCost(limit)}.`,
    });
    if (pick === null) return;
    const id = yield* g.gain(player, pick);
    if (id === null) return;
    // Both bonuses apply to a card with both types (Harem, Mill, Nobles).
    if ((g.is(id, 'Action') || g.is(id, 'Treasure')) && g.where(player, id) === 'discard')
      g.topdeck(player, id, 'discard');
    if (g.is(id, 'Victory')) {
      yield* g.attack(play, function* (victim) {
        yield* g.gain(victim, 'Curse');
      });
    }
  },
});
