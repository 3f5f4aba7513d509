import { defineCard } from '../../core/card-def.js';

export const secretPassage = defineCard({
  name: 'Secret Passage',
  set: 'intrigue',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: '+2 Cards\n+1 Action\nTake a card from your hand and put it anywhere in your deck.',
  *play(g, { player }) {
    g.draw(player, 2);
    g.addActions(1);
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'put',
      source: 'Secret Passage',
      prompt: 'Secret Passage: choose a card from your hand to put into your deck.',
    });
    if (id === null) return;
    const size = g.p(player).deck.length;
    // The position is the number of cards above it: 0 = top, deck size = bottom (empty deck: 0).
    const depth = yield* g.chooseNumber(player, {
      min: 0,
      max: size,
      verb: 'place',
      source: 'Secret Passage',
      // Only its owner sees a prompt (views), so from rules version 2 it names the card.
      prompt:
        g.s.rulesVersion >= 2
          ? `Secret Passage: how many cards down should ${g.name(id)} go? 0 = top of your deck, ${size} = bottom.`
          : `Secret Passage: how many cards down should it go? 0 = top of your deck, ${size} = bottom.`,
    });
    g.move(player, id, 'hand', 'deck');
    const deck = g.p(player).deck;
    deck.splice(deck.length - 1, 1);
    deck.splice(deck.length - depth, 0, id);
    // The card is private; where it went is public.
    g.log({ kind: 'topdeck', player, cards: [g.name(id)], count: 1, visibleTo: [player], detail: `${depth} down` });
    g.log({
      kind: 'note',
      player,
      count: 1,
      detail: `put a card from hand into their deck with ${depth} card${depth === 1 ? '' : 's'} above it`,
    });
  },
});
