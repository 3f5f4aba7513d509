import { defineCard } from '../../core/card-def.js';

export const settlers = defineCard({
  name: 'Settlers',
  set: 'empires',
  cost: { coins: 2, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\nLook through your discard pile. You may reveal a Copper from it and put it into your hand.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    const id = yield* g.chooseCard(player, {
      from: g.p(player).discard.filter((c) => g.name(c) === 'Copper'),
      optional: true,
      verb: 'take',
      source: 'Settlers',
      prompt: 'Settlers: you may put a Copper from your discard pile into your hand.',
    });
    if (id === null) return;
    g.reveal(player, [id]);
    g.move(player, id, 'discard', 'hand');
  },
});
