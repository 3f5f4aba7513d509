import { defineCard } from '../../core/card-def.js';
import type { Effect } from '../../core/effect.js';
import type { GameApi } from '../../core/game-api.js';
import type { PlayerIndex } from '../../core/types.js';

function* silver(g: GameApi, player: PlayerIndex): Effect {
  const buyPhase = player === g.active && g.s.turn.phase === 'buy';
  yield* g.gain(player, 'Silver', buyPhase ? 'deck' : 'hand');
}

export const rocks = defineCard({
  name: 'Rocks',
  set: 'empires',
  cost: { coins: 4, debt: 0 },
  types: ['Treasure'],
  text: '$1\n---\nWhen you gain or trash this, gain a Silver; if it is your Buy phase, put the Silver on your deck, otherwise put it into your hand.',
  coins: 1,
  triggers: [
    { on: 'gain', from: 'self', run: (g, ev) => silver(g, ev.player) },
    { on: 'trash', from: 'self', run: (g, ev) => silver(g, ev.player) },
  ],
});
