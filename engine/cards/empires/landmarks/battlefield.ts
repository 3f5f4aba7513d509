import { defineCard } from '../../../core/card-def.js';
import { hasType, landmarkVp, sixPerPlayer, takeVp, trigger } from './support.js';

export const battlefield = defineCard({
  name: 'Battlefield',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you gain a Victory card, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
  setup: sixPerPlayer('Battlefield'),
  triggers: [
    trigger({
      on: 'gain',
      from: 'game',
      independent: true,
      when: (g, ev) => hasType(ev.name, 'Victory') && landmarkVp(g.s, 'Battlefield') > 0,
      *run(g, ev) {
        takeVp(g, ev.player, 'Battlefield', 2);
      },
    }),
  ],
});
