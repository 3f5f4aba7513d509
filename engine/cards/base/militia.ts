import { defineCard } from '../../core/card-def.js';

export const militia = defineCard({
  name: 'Militia',
  set: 'base',
  cost: { coins: 4, debt: 0 },
  types: ['Action', 'Attack'],
  text: '+$2\nEach other player discards down to 3 cards in hand.',
  *play(g, play) {
    g.addCoins(2);
    // Every victim decides at once (one email each); each discard happens when they answer.
    yield* g.attack(
      play,
      function* (victim) {
        const hand = g.p(victim).hand;
        const excess = hand.length - 3;
        if (excess <= 0) return;
        const picked = yield* g.chooseCards(victim, {
          from: hand,
          min: excess,
          max: excess,
          verb: 'discard',
          source: 'Militia',
          prompt: `${g.p(play.player).name} played Militia: discard ${excess} card${excess > 1 ? 's' : ''} (down to 3).`,
        });
        g.discard(victim, picked, 'hand');
      },
      true,
    );
  },
});
