import { defineCard } from '../../core/card-def.js';

export const grandCastle = defineCard({
  name: 'Grand Castle',
  set: 'empires',
  cost: { coins: 9, debt: 0 },
  types: ['Victory', 'Castle'],
  text: '5 VP\n---\nWhen you gain this, reveal your hand. +1 VP per Victory card in your hand and/or in play.',
  vp: 5,
  triggers: [
    {
      on: 'gain',
      from: 'self',
      *run(g, { player }) {
        const pl = g.p(player);
        g.reveal(player, pl.hand);
        g.addVp(player, [...pl.hand, ...pl.inPlay].filter((id) => g.is(id, 'Victory')).length);
      },
    },
  ],
});
