import { defineCard } from '../../core/card-def.js';
import { costMore } from '../../rules/cost.js';

export const chariotRace = defineCard({
  name: 'Chariot Race',
  set: 'empires',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: '+1 Action\nReveal the top card of your deck and put it into your hand. The player to your left reveals the top card of their deck. If your card costs more, +$1 and +1 VP.',
  *play(g, { player }) {
    g.addActions(1);
    const [mine] = g.takeTop(player, 1, 'hand');
    if (mine !== undefined) g.reveal(player, [mine]);
    const left = g.others(player)[0];
    // Their card is only revealed: it goes back on top of their deck.
    const [theirs] = g.takeTop(left, 1, 'looking');
    if (theirs !== undefined) {
      g.reveal(left, [theirs]);
      g.move(left, theirs, 'looking', 'deck');
    }
    if (mine === undefined || theirs === undefined) return;
    if (costMore(g.cost(g.name(mine)), g.cost(g.name(theirs)))) {
      g.addCoins(1);
      g.addVp(player, 1);
    }
  },
});
