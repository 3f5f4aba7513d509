import { defineCard } from '../../core/card-def.js';

export const diplomat = defineCard({
  name: 'Diplomat',
  set: 'intrigue',
  cost: { coins: 4, debt: 0 },
  types: ['Action', 'Reaction'],
  text: '+2 Cards\nIf you have 5 or fewer cards in hand (after drawing), +2 Actions.\n---\nWhen another player plays an Attack card, you may first reveal this from a hand of 5 or more cards, to draw 2 cards then discard 3.',
  *play(g, { player }) {
    g.draw(player, 2);
    if (g.p(player).hand.length <= 5) g.addActions(2);
  },
  reaction: {
    // Re-checked after each reveal: it may be revealed again while the hand still has 5+ cards.
    canReveal: (g, player) => g.p(player).hand.length >= 5,
    *reveal(g, player, _card, play) {
      g.draw(player, 2);
      const picked = yield* g.chooseCards(player, {
        from: g.p(player).hand,
        min: 3,
        max: 3,
        verb: 'discard',
        source: 'Diplomat',
        prompt: `Diplomat (revealed to ${play.name}): discard 3 cards.`,
      });
      g.discard(player, picked, 'hand');
    },
  },
});
