import { defineCard } from '../../core/card-def.js';

export const moneylender = defineCard({
  name: 'Moneylender',
  set: 'base',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: 'You may trash a Copper from your hand for +$3.',
  *play(g, { player }) {
    const coppers = g.p(player).hand.filter((id) => g.name(id) === 'Copper');
    const id = yield* g.chooseCard(player, {
      from: coppers,
      optional: true,
      verb: 'trash',
      source: 'Moneylender',
      prompt: 'Moneylender: you may trash a Copper from your hand for +$3.',
    });
    if (id === null) return;
    yield* g.trash(player, [id], 'hand');
    // +$3 only if the Copper really went to the trash.
    if (g.s.trash.includes(id)) g.addCoins(3);
  },
});
