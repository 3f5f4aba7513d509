import { defineCard } from '../../core/card-def.js';

export const sprawlingCastle = defineCard({
  name: 'Sprawling Castle',
  set: 'empires',
  cost: { coins: 8, debt: 0 },
  types: ['Victory', 'Castle'],
  text: '4 VP\n---\nWhen you gain this, gain a Duchy or 3 Estates.',
  vp: 4,
  triggers: [
    {
      on: 'gain',
      from: 'self',
      *run(g, { player }) {
        // Either may be chosen whatever is left; gain what you can.
        const pick = yield* g.chooseOption(player, {
          options: [
            { id: 'duchy', label: 'a Duchy' },
            { id: 'estates', label: '3 Estates' },
          ],
          verb: 'gain',
          source: 'Sprawling Castle',
          prompt: 'Sprawling Castle: gain a Duchy or 3 Estates.',
        });
        if (pick === 'duchy') yield* g.gain(player, 'Duchy');
        else for (let i = 0; i < 3; i++) yield* g.gain(player, 'Estate');
      },
    },
  ],
});
