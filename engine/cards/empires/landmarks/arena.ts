import { defineCard } from '../../../core/card-def.js';
import { landmarkVp, sixPerPlayer, takeVp, trigger } from './support.js';

export const arena = defineCard({
  name: 'Arena',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'At the start of your Buy phase, you may discard an Action card. If you do, take 2 VP from here.\n---\nSetup: Put 6 VP here per player.',
  setup: sixPerPlayer('Arena'),
  triggers: [
    trigger({
      on: 'startBuy',
      from: 'game',
      // Only offered while Arena has VP left: discarding would gain nothing otherwise.
      when: (g, ev) => landmarkVp(g.s, 'Arena') > 0 && g.p(ev.player).hand.some((id) => g.is(id, 'Action')),
      *run(g, ev) {
        const p = ev.player;
        const id = yield* g.chooseCard(p, {
          from: g.p(p).hand.filter((c) => g.is(c, 'Action')),
          optional: true,
          verb: 'discard',
          source: 'Arena',
          prompt: 'Arena: you may discard an Action card to take 2 VP.',
        });
        if (id === null) return;
        g.discard(p, [id], 'hand');
        takeVp(g, p, 'Arena', 2);
      },
    }),
  ],
});
