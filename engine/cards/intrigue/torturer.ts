import { defineCard } from '../../core/card-def.js';

export const torturer = defineCard({
  name: 'Torturer',
  set: 'intrigue',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Attack'],
  text: "+3 Cards\nEach other player either discards 2 cards or gains a Curse to their hand, their choice. (They may pick an option they can't do.)",
  *play(g, play) {
    g.draw(play.player, 3);
    // One victim at a time in turn order; either option may be picked even if it can't be done.
    yield* g.attack(play, function* (victim) {
      const pick = yield* g.chooseOption(victim, {
        options: [
          { id: 'discard', label: 'discard 2 cards' },
          { id: 'curse', label: 'gain a Curse to your hand' },
        ],
        source: 'Torturer',
        prompt: `${g.p(play.player).name} played Torturer: discard 2 cards, or gain a Curse to your hand?`,
      });
      g.log({ kind: 'choose', player: victim, detail: pick });
      if (pick === 'curse') {
        yield* g.gain(victim, 'Curse', 'hand');
        return;
      }
      const picked = yield* g.chooseCards(victim, {
        from: g.p(victim).hand,
        min: 2,
        max: 2,
        verb: 'discard',
        source: 'Torturer',
        prompt: 'Torturer: discard 2 cards.',
      });
      g.discard(victim, picked, 'hand');
    });
  },
});
