import { defineCard } from '../../core/card-def.js';

export const chapel = defineCard({
  name: 'Chapel',
  set: 'base',
  cost: { coins: 2, debt: 0 },
  types: ['Action'],
  text: 'Trash up to 4 cards from your hand.',
  *play(g, { player }) {
    // Chapel itself is in play, not in hand, so it can't be picked.
    const picked = yield* g.chooseCards(player, {
      from: g.p(player).hand,
      min: 0,
      max: 4,
      verb: 'trash',
      source: 'Chapel',
      prompt: 'Chapel: trash up to 4 cards from your hand.',
    });
    yield* g.trash(player, picked, 'hand');
  },
});
