import { defineCard } from '../../../core/card-def.js';
import type { GameApi } from '../../../core/game-api.js';
import type { Effect } from '../../../core/effect.js';
import { shuffleInPlace } from '../../../core/rng.js';
import type { PlayerIndex } from '../../../core/types.js';
import { trigger } from '../landmarks/support.js';

/** turn.flags key: how many times Donate was bought this turn. */
export const DONATE_FLAG = 'Donate';

function* resolveDonate(g: GameApi, player: PlayerIndex): Effect {
  const pl = g.p(player);
  const gathered = [...pl.deck, ...pl.discard];
  pl.deck = [];
  pl.discard = [];
  pl.hand.push(...gathered);
  g.log({
    kind: 'note',
    player,
    count: gathered.length,
    detail: 'Donate: puts their deck and discard pile into their hand',
  });
  const trashed = yield* g.chooseCards(player, {
    from: pl.hand,
    min: 0,
    verb: 'trash',
    source: 'Donate',
    prompt: 'Donate: trash any number of cards; the rest are shuffled into your deck and you draw 5.',
  });
  // Anything trashing causes (Tomb, Rocks…) happens before the shuffle.
  yield* g.trash(player, trashed, 'hand');
  const rest = pl.hand;
  pl.hand = [];
  pl.deck = rest.concat(pl.deck);
  shuffleInPlace(g.s.rng, pl.deck);
  g.log({ kind: 'shuffle', player, count: pl.deck.length, detail: 'Donate' });
  g.draw(player, 5);
}

export const donate = defineCard({
  name: 'Donate',
  set: 'empires',
  cost: { coins: 0, debt: 8 },
  types: [],
  kind: 'event',
  text: 'After this turn, put all cards from your deck and discard pile into your hand, trash any number, shuffle your hand into your deck, then draw 5 cards.',
  *onBuyEvent(g) {
    const flags = g.s.turn.flags;
    flags[DONATE_FLAG] = (flags[DONATE_FLAG] ?? 0) + 1;
  },
  // Between turns, after Clean-up drew the new hand (that hand is included).
  triggers: [
    trigger({
      on: 'betweenTurns',
      from: 'game',
      when: (g) => (g.s.turn.flags[DONATE_FLAG] ?? 0) > 0,
      *run(g, ev) {
        const times = g.s.turn.flags[DONATE_FLAG];
        g.s.turn.flags[DONATE_FLAG] = 0;
        for (let i = 0; i < times; i++) yield* resolveDonate(g, ev.player);
      },
    }),
  ],
});
