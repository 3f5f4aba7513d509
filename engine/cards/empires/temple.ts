import { defineCard } from '../../core/card-def.js';
import type { CardId } from '../../core/types.js';

export const temple = defineCard({
  name: 'Temple',
  set: 'empires',
  cost: { coins: 4, debt: 0 },
  types: ['Action', 'Gathering'],
  text: '+1 VP\nTrash from 1 to 3 differently named cards from your hand.\nAdd 1 VP to the Temple Supply pile.\n---\nWhen you gain this, take all the VP from the Temple Supply pile.',
  *play(g, { player }) {
    g.addVp(player, 1);
    // One candidate per name, so a pick can never hold two cards with the same name.
    const byName = new Map<string, CardId>();
    for (const id of g.p(player).hand) if (!byName.has(g.name(id))) byName.set(g.name(id), id);
    const picked = yield* g.chooseCards(player, {
      from: [...byName.values()],
      min: 1,
      max: 3,
      verb: 'trash',
      source: 'Temple',
      prompt: 'Temple: trash 1 to 3 differently named cards from your hand.',
    });
    yield* g.trash(player, picked, 'hand');
    const pile = g.pileOf('Temple');
    if (pile) pile.vpTokens++;
  },
  triggers: [
    {
      on: 'gain',
      from: 'self',
      *run(g, { player }) {
        const pile = g.pileOf('Temple');
        if (!pile || pile.vpTokens === 0) return;
        const vp = pile.vpTokens;
        pile.vpTokens = 0;
        g.addVp(player, vp);
      },
    },
  ],
});
