import { defineCard } from '../../core/card-def.js';

export const opulentCastle = defineCard({
  name: 'Opulent Castle',
  set: 'empires',
  cost: { coins: 7, debt: 0 },
  types: ['Action', 'Victory', 'Castle'],
  text: 'Discard any number of Victory cards. +$2 per card discarded.\n---\n3 VP',
  vp: 3,
  *play(g, { player }) {
    const picked = yield* g.chooseCards(player, {
      from: g.p(player).hand.filter((id) => g.is(id, 'Victory')),
      min: 0,
      verb: 'discard',
      source: 'Opulent Castle',
      prompt: 'Opulent Castle: discard any number of Victory cards, +$2 each.',
    });
    g.discard(player, picked, 'hand');
    g.addCoins(2 * picked.length);
  },
});
