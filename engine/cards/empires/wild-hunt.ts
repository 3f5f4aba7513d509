import { defineCard } from '../../core/card-def.js';

export const wildHunt = defineCard({
  name: 'Wild Hunt',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Gathering'],
  text: 'Choose one: +3 Cards and add 1 VP to the Wild Hunt Supply pile; or gain an Estate, and if you do, take the VP from the pile.',
  *play(g, { player }) {
    const pick = yield* g.chooseOption(player, {
      options: [
        { id: 'cards', label: '+3 Cards' },
        { id: 'estate', label: 'gain an Estate' },
      ],
      source: 'Wild Hunt',
      prompt: 'Wild Hunt: choose one.',
    });
    const pile = g.pileOf('Wild Hunt');
    if (pick === 'cards') {
      g.draw(player, 3);
      if (pile) pile.vpTokens++;
      return;
    }
    // With the Estate pile empty nothing is gained and no VP is taken.
    const got = yield* g.gain(player, 'Estate');
    if (got === null || !pile) return;
    const vp = pile.vpTokens;
    pile.vpTokens = 0;
    g.addVp(player, vp);
  },
});
