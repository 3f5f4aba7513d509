import { defineCard } from '../../core/card-def.js';

export const wishingWell = defineCard({
  name: 'Wishing Well',
  set: 'intrigue',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\nName a card, then reveal the top card of your deck. If you named it, put it into your hand.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    const pl = g.p(player);
    // With no card left to reveal, the name can't matter: nothing is asked.
    if (pl.deck.length === 0 && pl.discard.length === 0) return;
    // Any card in this game may be named, in the Supply or not (a name, not a type). Every card
    // that could be revealed is in this game, so naming any other card is a sure miss: the
    // decision is optional and "name nothing" stands for naming a card that is not in this game.
    const names = [...new Set(g.s.cardNames)].sort();
    const named = yield* g.choosePile(player, {
      piles: names,
      optional: true,
      verb: 'name',
      source: 'Wishing Well',
      prompt: 'Wishing Well: name a card (e.g. "name Copper"); "name nothing" names a card not in this game.',
    });
    g.log({ kind: 'choose', player, detail: named === null ? 'named a card not in this game' : `named ${named}` });
    const [id] = g.takeTop(player, 1, 'setAside');
    if (id === undefined) return;
    g.reveal(player, [id]);
    if (named !== null && g.name(id) === named) {
      g.move(player, id, 'setAside', 'hand');
      g.log({ kind: 'note', player, cards: [named], count: 1, detail: 'put into hand' });
    } else {
      g.topdeck(player, id, 'setAside');
    }
  },
});
