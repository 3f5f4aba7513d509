import { defineCard } from '../../core/card-def.js';

export const courtyard = defineCard({
  name: 'Courtyard',
  set: 'intrigue',
  cost: { coins: 2, debt: 0 },
  types: ['Action'],
  text: '+3 Cards\nPut a card from your hand onto your deck.',
  *play(g, { player }) {
    g.draw(player, 3);
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'topdeck',
      source: 'Courtyard',
      prompt: 'Courtyard: put a card from your hand onto your deck.',
    });
    if (id !== null) g.topdeck(player, id, 'hand', false);
  },
});
