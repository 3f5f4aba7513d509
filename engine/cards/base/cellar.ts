import { defineCard } from '../../core/card-def.js';

export const cellar = defineCard({
  name: 'Cellar',
  set: 'base',
  cost: { coins: 2, debt: 0 },
  types: ['Action'],
  text: '+1 Action\nDiscard any number of cards. +1 Card per card discarded.',
  *play(g, { player }) {
    g.addActions(1);
    const picked = yield* g.chooseCards(player, {
      from: g.p(player).hand,
      min: 0,
      verb: 'discard',
      source: 'Cellar',
      prompt: 'Cellar: discard any number of cards, then draw that many.',
    });
    g.discard(player, picked, 'hand');
    g.draw(player, picked.length);
  },
});
