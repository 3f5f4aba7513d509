import { defineCard } from '../../core/card-def.js';

export const conspirator = defineCard({
  name: 'Conspirator',
  set: 'intrigue',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: "+$2\nIf you've played 3 or more Actions this turn (counting this), +1 Card and +1 Action.",
  *play(g, { player }) {
    g.addCoins(2);
    // Counts Action plays (a Throne Roomed card counts twice), not Action cards in play.
    if (g.s.turn.actionsPlayed >= 3) {
      g.draw(player, 1);
      g.addActions(1);
    }
  },
});
