import { defineCard } from '../../../core/card-def.js';
import { landmarkVp, sixPerPlayer, takeVp, trigger } from './support.js';

export const labyrinth = defineCard({
  name: 'Labyrinth',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you gain a 2nd card in one of your turns, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
  setup: sixPerPlayer('Labyrinth'),
  triggers: [
    trigger({
      // turn.gained lists the active player's gains this turn, this one included.
      on: 'gain',
      from: 'game',
      independent: true,
      when: (g, ev) =>
        ev.player === g.s.turn.player && g.s.turn.gained.length === 2 && landmarkVp(g.s, 'Labyrinth') > 0,
      *run(g, ev) {
        takeVp(g, ev.player, 'Labyrinth', 2);
      },
    }),
  ],
});
