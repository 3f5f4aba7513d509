import { defineCard } from '../../core/card-def.js';

export const witch = defineCard({
  name: 'Witch',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Attack'],
  text: '+2 Cards\nEach other player gains a Curse.',
  *play(g, play) {
    g.draw(play.player, 2);
    // In turn order: when the Curses run out, the remaining players gain nothing.
    yield* g.attack(play, function* (victim) {
      yield* g.gain(victim, 'Curse');
    });
  },
});
