import { defineCard } from '../../core/card-def.js';
import type { Effect } from '../../core/effect.js';
import type { GameApi } from '../../core/game-api.js';
import { costAtMost, upTo } from '../../rules/cost.js';
import type { PlayerIndex } from '../../core/types.js';

function* gainUpTo4(g: GameApi, player: PlayerIndex): Effect {
  // "Up to $4" allows no debt in the cost.
  const piles = g.gainable((_n, c) => costAtMost(c, upTo(4)));
  const name = yield* g.choosePile(player, {
    piles,
    verb: 'gain',
    source: 'Engineer',
    prompt: 'Engineer: gain a card costing up to $4.',
  });
  if (name) yield* g.gain(player, name);
}

export const engineer = defineCard({
  name: 'Engineer',
  set: 'empires',
  cost: { coins: 0, debt: 4 },
  types: ['Action'],
  text: 'Gain a card costing up to $4.\nYou may trash this. If you do, gain a card costing up to $4.',
  *play(g, play) {
    const { player } = play;
    yield* gainUpTo4(g, player);
    if (!g.p(player).inPlay.includes(play.card)) return;
    if (!(yield* g.yesNo(player, 'Engineer: trash it to gain another card costing up to $4?', 'Engineer'))) return;
    yield* g.trash(player, [play.card], 'inPlay');
    yield* gainUpTo4(g, player);
  },
});
