import { defineCard } from '../../core/card-def.js';
import type { Effect } from '../../core/effect.js';
import type { GameApi } from '../../core/game-api.js';
import type { CardId, PlayerIndex } from '../../core/types.js';

// The face-down cards wait in the owner's private `looking` zone; each Archive play keeps its own
// set in its Duration record.
function* putOneIntoHand(g: GameApi, player: PlayerIndex, cards: readonly CardId[]): Effect<CardId[]> {
  const left = cards.filter((id) => g.p(player).looking.includes(id));
  const pick = yield* g.chooseCard(player, {
    from: left,
    verb: 'take',
    source: 'Archive',
    prompt: 'Archive: put one of the cards set aside with it into your hand.',
  });
  if (pick === null) return left;
  g.move(player, pick, 'looking', 'hand');
  g.log({ kind: 'note', player, cards: [g.name(pick)], count: 1, visibleTo: [player], detail: 'put into hand' });
  return left.filter((id) => id !== pick);
}

export const archive = defineCard({
  name: 'Archive',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Duration'],
  text: '+1 Action\nSet aside the top 3 cards of your deck face down (you may look at them). Now and at the start of your next two turns, put one into your hand.',
  *play(g, play) {
    const { player } = play;
    g.addActions(1);
    const cards = g.takeTop(player, 3, 'looking');
    if (cards.length > 0)
      g.log({ kind: 'setAside', player, cards: g.names(cards), count: cards.length, visibleTo: [player] });
    const left = yield* putOneIntoHand(g, player, cards);
    if (left.length > 0) g.addDuration(player, play.card, { cards: left });
  },
  *duration(g, record, owner) {
    const left = yield* putOneIntoHand(g, owner, record.data.cards as CardId[]);
    record.data.cards = left;
    return left.length > 0;
  },
});
