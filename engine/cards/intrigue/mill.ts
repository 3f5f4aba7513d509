import { defineCard } from '../../core/card-def.js';

export const mill = defineCard({
  name: 'Mill',
  set: 'intrigue',
  cost: { coins: 4, debt: 0 },
  types: ['Action', 'Victory'],
  text: '+1 Card\n+1 Action\nYou may discard 2 cards, for +$2.\n---\n1 VP',
  vp: 1,
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    if (g.p(player).hand.length === 0) return;
    // Discarding may be chosen with one card in hand; the +$2 needs 2 cards actually discarded.
    const yes = yield* g.yesNo(player, 'Mill: discard 2 cards for +$2?', 'Mill');
    if (!yes) return;
    const picked = yield* g.chooseCards(player, {
      from: g.p(player).hand,
      min: 2,
      max: 2,
      verb: 'discard',
      source: 'Mill',
      prompt: 'Mill: discard 2 cards.',
    });
    g.discard(player, picked, 'hand');
    if (picked.length === 2) g.addCoins(2);
  },
});
