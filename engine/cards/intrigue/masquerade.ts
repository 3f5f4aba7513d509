import { defineCard } from '../../core/card-def.js';
import type { CardId, PlayerIndex } from '../../core/types.js';

export const masquerade = defineCard({
  name: 'Masquerade',
  set: 'intrigue',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: '+2 Cards\nEach player with any cards in hand passes one to the next such player to their left, at once. Then you may trash a card from your hand.',
  *play(g, { player }) {
    g.draw(player, 2);
    // Players with empty hands are skipped: they neither pass nor receive.
    const passers = g.playersFrom(player).filter((q) => g.p(q).hand.length > 0);
    const chosen = new Map<PlayerIndex, CardId>();
    // Everyone picks at once; no card moves until all have picked.
    yield* g.parallel(
      passers.map((q) =>
        (function* () {
          const id = yield* g.chooseCard(q, {
            from: g.p(q).hand,
            verb: 'pass',
            source: 'Masquerade',
            prompt: 'Masquerade: choose a card to pass to the next player to your left who has cards in hand.',
          });
          if (id !== null) chosen.set(q, id);
        })(),
      ),
    );
    const moves = passers.flatMap((q, i) => {
      const id = chosen.get(q);
      return id === undefined ? [] : [{ from: q, to: passers[(i + 1) % passers.length], id }];
    });
    for (const m of moves) {
      const hand = g.p(m.from).hand;
      hand.splice(hand.lastIndexOf(m.id), 1);
    }
    // Passing is not gaining: the card just changes hands, no gain triggers.
    for (const m of moves) {
      g.p(m.to).hand.push(m.id);
      g.log({ kind: 'pass', player: m.from, target: m.to, cards: [g.name(m.id)], count: 1, visibleTo: [m.from, m.to] });
    }
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      optional: true,
      verb: 'trash',
      source: 'Masquerade',
      prompt: 'Masquerade: you may trash a card from your hand.',
    });
    if (id !== null) yield* g.trash(player, [id], 'hand');
  },
});
