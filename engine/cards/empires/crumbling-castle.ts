import { defineCard } from '../../core/card-def.js';
import type { Effect } from '../../core/effect.js';
import type { GameApi } from '../../core/game-api.js';
import type { PlayerIndex } from '../../core/types.js';

function* bonus(g: GameApi, player: PlayerIndex): Effect {
  g.addVp(player, 1);
  yield* g.gain(player, 'Silver');
}

export const crumblingCastle = defineCard({
  name: 'Crumbling Castle',
  set: 'empires',
  cost: { coins: 4, debt: 0 },
  types: ['Victory', 'Castle'],
  text: '1 VP\n---\nWhen you gain or trash this, +1 VP and gain a Silver.',
  vp: 1,
  triggers: [
    { on: 'gain', from: 'self', run: (g, ev) => bonus(g, ev.player) },
    { on: 'trash', from: 'self', run: (g, ev) => bonus(g, ev.player) },
  ],
});
