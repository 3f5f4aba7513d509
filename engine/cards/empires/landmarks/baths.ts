import { defineCard } from '../../../core/card-def.js';
import { landmarkVp, sixPerPlayer, takeVp, trigger } from './support.js';

export const baths = defineCard({
  name: 'Baths',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you end your turn without having gained a card, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
  setup: sixPerPlayer('Baths'),
  triggers: [
    trigger({
      on: 'betweenTurns',
      from: 'game',
      when: (g) => g.s.turn.gained.length === 0 && landmarkVp(g.s, 'Baths') > 0,
      *run(g, ev) {
        takeVp(g, ev.player, 'Baths', 2);
      },
    }),
  ],
});
