import { defineCard } from '../../core/card-def.js';

export const vassal = defineCard({
  name: 'Vassal',
  set: 'base',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: "+$2\nDiscard the top card of your deck. If it's an Action card, you may play it.",
  *play(g, { player }) {
    g.addCoins(2);
    // Set aside only for the instant it is turned over, so the discard is public.
    const [id] = g.takeTop(player, 1, 'setAside');
    if (id === undefined) return;
    g.discard(player, [id], 'setAside');
    if (!g.is(id, 'Action')) return;
    const yes = yield* g.yesNo(player, `Vassal: play the discarded ${g.name(id)}?`, 'Vassal');
    // Played from the discard pile; it does not use an Action.
    if (yes) yield* g.playCard(player, id, 'discard');
  },
});
