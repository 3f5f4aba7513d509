import { defineCard } from '../../core/card-def.js';

export const bustlingVillage = defineCard({
  name: 'Bustling Village',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+3 Actions\nLook through your discard pile. You may reveal a Settlers from it and put it into your hand.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(3);
    const id = yield* g.chooseCard(player, {
      from: g.p(player).discard.filter((c) => g.name(c) === 'Settlers'),
      optional: true,
      verb: 'take',
      source: 'Bustling Village',
      prompt: 'Bustling Village: you may put a Settlers from your discard pile into your hand.',
    });
    if (id === null) return;
    g.reveal(player, [id]);
    g.move(player, id, 'discard', 'hand');
  },
});
