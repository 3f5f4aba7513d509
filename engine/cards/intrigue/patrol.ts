import { defineCard } from '../../core/card-def.js';

export const patrol = defineCard({
  name: 'Patrol',
  set: 'intrigue',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+3 Cards\nReveal the top 4 cards of your deck. Put the Victory cards and Curses into your hand. Put the rest back in any order.',
  *play(g, { player }) {
    g.draw(player, 3);
    const revealed = g.takeTop(player, 4, 'setAside');
    if (revealed.length === 0) return;
    g.reveal(player, revealed);
    const toHand = revealed.filter((id) => g.is(id, 'Victory') || g.is(id, 'Curse'));
    for (const id of toHand) g.move(player, id, 'setAside', 'hand');
    if (toHand.length > 0)
      g.log({ kind: 'note', player, cards: g.names(toHand), count: toHand.length, detail: 'put into hand' });
    const rest = revealed.filter((id) => !toHand.includes(id));
    const order = yield* g.orderCards(
      player,
      rest,
      'Patrol: put these back on your deck in any order (top first).',
      'Patrol',
    );
    // Top card last, so the first card of the order ends up on top.
    for (const id of [...order].reverse()) g.topdeck(player, id, 'setAside', false);
  },
});
