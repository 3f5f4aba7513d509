import { defineCard } from '../../core/card-def.js';
import type { CardId } from '../../core/types.js';

export const encampment = defineCard({
  name: 'Encampment',
  set: 'empires',
  cost: { coins: 2, debt: 0 },
  types: ['Action'],
  text: '+2 Cards\n+2 Actions\nYou may reveal a Gold or Plunder from your hand. If you do not, set this aside, and return it to the Supply at the start of Clean-up.',
  *play(g, play) {
    const { player } = play;
    g.draw(player, 2);
    g.addActions(2);
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand.filter((c) => ['Gold', 'Plunder'].includes(g.name(c))),
      optional: true,
      verb: 'reveal',
      source: 'Encampment',
      prompt: 'Encampment: you may reveal a Gold or Plunder (or it is set aside and returns to the Supply).',
    });
    if (id !== null) {
      g.reveal(player, [id]);
      return;
    }
    if (!g.move(player, play.card, 'inPlay', 'setAside')) return;
    g.log({ kind: 'setAside', player, cards: [g.name(play.card)], count: 1 });
    g.addLasting('Encampment', player, { card: play.card });
  },
  triggers: [
    {
      // Returns to its own pile (an Overlord to the Overlord pile), on top.
      on: 'cleanupStart',
      from: 'lasting',
      when: (_g, ev, owner) => ev.player === owner,
      *run(g, _ev, owner, source) {
        if (source.kind !== 'lasting') return;
        g.returnToPile(owner, source.effect.data.card as CardId, 'setAside');
      },
    },
  ],
});
