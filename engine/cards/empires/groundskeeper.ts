import { defineCard, defineTrigger } from '../../core/card-def.js';

export const groundskeeper = defineCard({
  name: 'Groundskeeper',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\n---\nWhile this is in play, when you gain a Victory card, +1 VP.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
  },
  triggers: [
    defineTrigger({
      // One per Groundskeeper card in play (played twice, it is still one card).
      on: 'gain',
      from: 'inPlay',
      independent: true,
      when: (g, ev) => g.is(ev.card, 'Victory'),
      *run(g, ev) {
        g.addVp(ev.player, 1);
      },
    }),
  ],
});
