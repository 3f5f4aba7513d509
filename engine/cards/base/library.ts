import { defineCard } from '../../core/card-def.js';
import type { CardId } from '../../core/types.js';

export const library = defineCard({
  name: 'Library',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: 'Draw until you have 7 cards in hand, skipping any Action cards you choose to; set those aside, discarding them afterwards.',
  *play(g, { player }) {
    const skipped: CardId[] = [];
    // One card at a time; set-aside cards are not in the discard pile, so a shuffle leaves them out.
    while (g.p(player).hand.length < 7) {
      const [id] = g.draw(player, 1);
      if (id === undefined) break;
      if (!g.is(id, 'Action')) continue;
      const skip = yield* g.chooseCard(player, {
        from: [id],
        optional: true,
        verb: 'set aside',
        source: 'Library',
        prompt: `Library: you drew ${g.name(id)}. Set it aside ("set aside ${g.name(id)}") or keep it ("set aside nothing")?`,
      });
      if (skip === null) continue;
      g.move(player, id, 'hand', 'setAside');
      g.log({ kind: 'setAside', player, cards: [g.name(id)], count: 1 });
      skipped.push(id);
    }
    g.discard(player, skipped, 'setAside');
  },
});
