import { defineCard } from '../../core/card-def.js';

export const sentry = defineCard({
  name: 'Sentry',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\nLook at the top 2 cards of your deck. Trash and/or discard any number of them. Put the rest back on top in any order.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    const looked = g.takeTop(player, 2, 'looking');
    if (looked.length === 0) return;
    g.log({ kind: 'look', player, cards: g.names(looked), count: looked.length, visibleTo: [player] });
    const trashed = yield* g.chooseCards(player, {
      from: looked,
      min: 0,
      verb: 'trash',
      source: 'Sentry',
      prompt: 'Sentry: trash any number of these cards (the rest may be discarded or put back).',
    });
    yield* g.trash(player, trashed, 'looking');
    const left = g.p(player).looking.filter((id) => looked.includes(id));
    const discarded = yield* g.chooseCards(player, {
      from: left,
      min: 0,
      verb: 'discard',
      source: 'Sentry',
      prompt: 'Sentry: discard any number of these cards (the rest go back on top of your deck).',
    });
    g.discard(player, discarded, 'looking');
    const rest = g.p(player).looking.filter((id) => looked.includes(id));
    const order = yield* g.orderCards(
      player,
      rest,
      'Sentry: put these back on your deck in any order (top first).',
      'Sentry',
    );
    // Top card last, so the first card of the order ends up on top.
    for (const id of [...order].reverse()) g.topdeck(player, id, 'looking', false);
  },
});
