import { defineCard } from '../../core/card-def.js';

export const tradingPost = defineCard({
  name: 'Trading Post',
  set: 'intrigue',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: 'Trash 2 cards from your hand. If you did, gain a Silver to your hand.',
  *play(g, { player }) {
    const picked = yield* g.chooseCards(player, {
      from: g.p(player).hand,
      min: 2,
      max: 2,
      verb: 'trash',
      source: 'Trading Post',
      prompt: 'Trading Post: trash 2 cards from your hand (then gain a Silver to your hand).',
    });
    yield* g.trash(player, picked, 'hand');
    if (picked.length === 2) yield* g.gain(player, 'Silver', 'hand');
  },
});
