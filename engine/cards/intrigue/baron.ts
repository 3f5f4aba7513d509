import { defineCard } from '../../core/card-def.js';

export const baron = defineCard({
  name: 'Baron',
  set: 'intrigue',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: "+1 Buy\nYou may discard an Estate for +$4. If you don't, gain an Estate.",
  *play(g, { player }) {
    g.addBuys(1);
    const estates = g.p(player).hand.filter((id) => g.name(id) === 'Estate');
    const id = yield* g.chooseCard(player, {
      from: estates,
      optional: true,
      verb: 'discard',
      source: 'Baron',
      prompt: "Baron: you may discard an Estate for +$4; if you don't, you gain an Estate.",
    });
    if (id !== null) {
      g.discard(player, [id], 'hand');
      g.addCoins(4);
      return;
    }
    yield* g.gain(player, 'Estate');
  },
});
