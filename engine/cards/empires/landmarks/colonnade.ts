import { defineCard } from '../../../core/card-def.js';
import { hasType, landmarkVp, sixPerPlayer, takeVp, trigger } from './support.js';

export const colonnade = defineCard({
  name: 'Colonnade',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you buy an Action card, if you have a copy of it in play, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
  setup: sixPerPlayer('Colonnade'),
  triggers: [
    trigger({
      // A copy has the same name (Bustling Village is not a copy of Settlers).
      on: 'buy',
      from: 'game',
      independent: true,
      when: (g, ev) =>
        !ev.isEvent &&
        hasType(ev.name, 'Action') &&
        landmarkVp(g.s, 'Colonnade') > 0 &&
        g.p(ev.player).inPlay.some((id) => g.name(id) === ev.name),
      *run(g, ev) {
        takeVp(g, ev.player, 'Colonnade', 2);
      },
    }),
  ],
});
