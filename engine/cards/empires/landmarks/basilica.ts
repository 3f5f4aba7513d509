import { defineCard } from '../../../core/card-def.js';
import { landmarkVp, sixPerPlayer, takeVp, trigger } from './support.js';

export const basilica = defineCard({
  name: 'Basilica',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you buy a card, if you have $2 or more left, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
  setup: sixPerPlayer('Basilica'),
  triggers: [
    trigger({
      // The 'buy' event comes after the card's $ was paid; Events are not cards.
      on: 'buy',
      from: 'game',
      independent: true,
      when: (g, ev) => !ev.isEvent && g.s.turn.coins >= 2 && landmarkVp(g.s, 'Basilica') > 0,
      *run(g, ev) {
        takeVp(g, ev.player, 'Basilica', 2);
      },
    }),
  ],
});
