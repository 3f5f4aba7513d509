import { defineCard } from '../../core/card-def.js';

export const poacher = defineCard({
  name: 'Poacher',
  set: 'base',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\n+$1\nDiscard a card per empty Supply pile.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    g.addCoins(1);
    const empty = g.emptyPiles();
    if (empty === 0) return;
    // With too few cards the whole hand is discarded (chooseCards caps the count at the hand size).
    const picked = yield* g.chooseCards(player, {
      from: g.p(player).hand,
      min: empty,
      max: empty,
      verb: 'discard',
      source: 'Poacher',
      prompt: `Poacher: discard ${empty} card${empty > 1 ? 's' : ''} (one per empty Supply pile).`,
    });
    g.discard(player, picked, 'hand');
  },
});
