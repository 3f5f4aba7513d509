import { defineCard } from '../../../core/card-def.js';
import { shuffleInPlace } from '../../../core/rng.js';

export const annex = defineCard({
  name: 'Annex',
  set: 'empires',
  cost: { coins: 0, debt: 8 },
  types: [],
  kind: 'event',
  text: 'Look through your discard pile. Shuffle all but up to 5 cards from it into your deck. Gain a Duchy.',
  *onBuyEvent(g, player) {
    const pl = g.p(player);
    const kept = yield* g.chooseCards(player, {
      from: pl.discard,
      min: 0,
      max: 5,
      verb: 'keep',
      source: 'Annex',
      prompt: 'Annex: choose up to 5 cards to leave in your discard pile; the rest are shuffled into your deck.',
    });
    const keep = new Set(kept);
    const moving = pl.discard.filter((id) => !keep.has(id));
    if (moving.length > 0) {
      pl.discard = pl.discard.filter((id) => keep.has(id));
      pl.deck = moving.concat(pl.deck);
      shuffleInPlace(g.s.rng, pl.deck);
      g.log({ kind: 'shuffle', player, count: moving.length, detail: 'Annex' });
    }
    // The Duchy is gained after the shuffle, so it stays in the discard pile.
    yield* g.gain(player, 'Duchy');
  },
});
