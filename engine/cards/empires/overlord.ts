import { defineCard } from '../../core/card-def.js';
import { costAtMost, upTo } from '../../rules/cost.js';
import { getDef } from '../../core/registry.js';

export const overlord = defineCard({
  name: 'Overlord',
  set: 'empires',
  cost: { coins: 0, debt: 8 },
  types: ['Action'],
  text: 'Play this as if it were an Action card in the Supply costing up to $5. This is that card until it leaves play.',
  *play(g, play) {
    // Only visible top cards of Supply piles (no covered split-pile half, no empty pile), no debt.
    const piles = g.gainable((n, c) => getDef(n).types.includes('Action') && costAtMost(c, upTo(5)));
    const name = yield* g.choosePile(play.player, {
      piles,
      verb: 'play',
      source: 'Overlord',
      prompt: 'Overlord: play it as an Action card from the Supply costing up to $5.',
    });
    // Later plays of the same Overlord (Throne Room, Crown) are played as that card, even after it
    // left play (Game.playAgain), and never get here.
    if (name) yield* g.playAs(play, name);
  },
});
