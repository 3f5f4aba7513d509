import { defineCard } from '../../core/card-def.js';

export const hauntedCastle = defineCard({
  name: 'Haunted Castle',
  set: 'empires',
  cost: { coins: 6, debt: 0 },
  types: ['Victory', 'Castle'],
  text: '2 VP\n---\nWhen you gain this during your turn, gain a Gold, and each other player with 5 or more cards in hand puts 2 cards from their hand onto their deck.',
  vp: 2,
  triggers: [
    {
      on: 'gain',
      from: 'self',
      when: (g, ev) => ev.player === g.active,
      *run(g, ev) {
        const { player } = ev;
        yield* g.gain(player, 'Gold');
        // Not an Attack: no Reactions; the others choose at once.
        const hit = g.others(player).filter((q) => g.p(q).hand.length >= 5);
        yield* g.parallel(
          hit.map((q) =>
            (function* () {
              const picked = yield* g.chooseCards(q, {
                from: g.p(q).hand,
                min: 2,
                max: 2,
                verb: 'topdeck',
                source: 'Haunted Castle',
                prompt: `${g.p(player).name} gained Haunted Castle: put 2 cards from your hand onto your deck (the second one on top).`,
              });
              for (const id of picked) g.topdeck(q, id, 'hand', false);
            })(),
          ),
        );
      },
    },
  ],
});
