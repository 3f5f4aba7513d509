import { defineCard } from '../../core/card-def.js';

export const catapult = defineCard({
  name: 'Catapult',
  set: 'empires',
  cost: { coins: 3, debt: 0 },
  types: ['Action', 'Attack'],
  text: "+$1\nTrash a card from your hand. If it costs $3 or more, each other player gains a Curse. If it's a Treasure, each other player discards down to 3 cards in hand.",
  *play(g, play) {
    const { player } = play;
    g.addCoins(1);
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'trash',
      source: 'Catapult',
      prompt: 'Catapult: trash a card from your hand.',
    });
    if (id === null) return;
    const name = g.name(id);
    // "$3 or more" looks at the $ part only (a debt-only cost never qualifies).
    const curse = g.cost(name).coins >= 3;
    const treasure = g.is(id, 'Treasure');
    yield* g.trash(player, [id], 'hand');
    if (curse) yield* g.attack(play, (v) => g.gain(v, 'Curse'));
    if (treasure) {
      yield* g.attack(
        play,
        function* (v) {
          const excess = g.p(v).hand.length - 3;
          if (excess <= 0) return;
          const picked = yield* g.chooseCards(v, {
            from: g.p(v).hand,
            min: excess,
            max: excess,
            verb: 'discard',
            source: 'Catapult',
            prompt: `${g.p(player).name} played Catapult: discard ${excess} card${excess > 1 ? 's' : ''} (down to 3).`,
          });
          g.discard(v, picked, 'hand');
        },
        true,
      );
    }
  },
});
