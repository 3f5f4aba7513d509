import { defineCard } from '../../core/card-def.js';

export const sacrifice = defineCard({
  name: 'Sacrifice',
  set: 'empires',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: "Trash a card from your hand.\nIf it's an…\nAction card, +2 Cards, +2 Actions\nTreasure card, +$2\nVictory card, +2 VP",
  *play(g, { player }) {
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'trash',
      source: 'Sacrifice',
      prompt: 'Sacrifice: trash a card from your hand.',
    });
    if (id === null) return;
    // Every type of the trashed card counts (Crown: Action and Treasure).
    const action = g.is(id, 'Action');
    const treasure = g.is(id, 'Treasure');
    const victory = g.is(id, 'Victory');
    yield* g.trash(player, [id], 'hand');
    if (action) {
      g.draw(player, 2);
      g.addActions(2);
    }
    if (treasure) g.addCoins(2);
    if (victory) g.addVp(player, 2);
  },
});
