import { defineCard } from '../../core/card-def.js';

export const moat = defineCard({
  name: 'Moat',
  set: 'base',
  cost: { coins: 2, debt: 0 },
  types: ['Action', 'Reaction'],
  text: '+2 Cards\n---\nWhen another player plays an Attack card, you may first reveal this from your hand, to be unaffected by it.',
  *play(g, { player }) {
    g.draw(player, 2);
  },
  reaction: {
    // Revealing Moat twice to one Attack changes nothing, so it is offered once per Attack.
    canReveal: (_g, _player, _card, _play, revealedBefore) => !revealedBefore.includes('Moat'),
    *reveal(_g, player, _card, play) {
      play.unaffected.add(player);
    },
  },
});
