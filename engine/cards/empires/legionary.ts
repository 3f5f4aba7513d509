import { defineCard } from '../../core/card-def.js';

export const legionary = defineCard({
  name: 'Legionary',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Attack'],
  text: '+$3\nYou may reveal a Gold from your hand. If you do, each other player discards down to 2 cards in hand, then draws a card.',
  *play(g, play) {
    const { player } = play;
    g.addCoins(3);
    const gold = yield* g.chooseCard(player, {
      from: g.p(player).hand.filter((id) => g.name(id) === 'Gold'),
      optional: true,
      verb: 'reveal',
      source: 'Legionary',
      prompt: 'Legionary: you may reveal a Gold (each other player discards down to 2, then draws a card).',
    });
    if (gold === null) return;
    g.reveal(player, [gold]);
    yield* g.attack(
      play,
      function* (v) {
        const excess = g.p(v).hand.length - 2;
        if (excess > 0) {
          const picked = yield* g.chooseCards(v, {
            from: g.p(v).hand,
            min: excess,
            max: excess,
            verb: 'discard',
            source: 'Legionary',
            prompt: `${g.p(player).name} played Legionary: discard ${excess} card${excess > 1 ? 's' : ''} (down to 2), then draw a card.`,
          });
          g.discard(v, picked, 'hand');
        }
        g.draw(v, 1);
      },
      true,
    );
  },
});
