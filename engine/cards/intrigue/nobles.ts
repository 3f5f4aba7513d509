import { defineCard } from '../../core/card-def.js';

export const nobles = defineCard({
  name: 'Nobles',
  set: 'intrigue',
  cost: { coins: 6, debt: 0 },
  types: ['Action', 'Victory'],
  text: 'Choose one: +3 Cards; or +2 Actions.\n---\n2 VP',
  vp: 2,
  *play(g, { player }) {
    const pick = yield* g.chooseOption(player, {
      options: [
        { id: 'cards', label: '+3 Cards' },
        { id: 'actions', label: '+2 Actions' },
      ],
      source: 'Nobles',
      prompt: 'Nobles: choose one: +3 Cards; or +2 Actions.',
    });
    g.log({ kind: 'choose', player, detail: pick });
    if (pick === 'cards') g.draw(player, 3);
    else g.addActions(2);
  },
});
