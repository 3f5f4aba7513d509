import { defineCard, defineTrigger } from '../../core/card-def.js';
import { costEquals } from '../../rules/cost.js';

export const charm = defineCard({
  name: 'Charm',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Treasure'],
  text: 'When you play this, choose one: +1 Buy and +$2; or the next time you buy a card this turn, you may also gain a differently named card with the same cost.',
  *play(g, { player }) {
    const pick = yield* g.chooseOption(player, {
      options: [
        { id: 'coins', label: '+1 Buy and +$2' },
        { id: 'gain', label: 'gain with your next buy' },
      ],
      source: 'Charm',
      prompt: 'Charm: choose one.',
    });
    if (pick === 'coins') {
      g.addBuys(1);
      g.addCoins(2);
      return;
    }
    g.addLasting('Charm', player);
  },
  triggers: [
    defineTrigger({
      // Buying fires before the bought card is gained, so this gain comes first.
      on: 'buy',
      from: 'lasting',
      when: (_g, ev, owner) => !ev.isEvent && ev.player === owner,
      *run(g, ev, owner, source) {
        if (source.kind !== 'lasting') return;
        const lasting = g.s.turn.lasting;
        const i = lasting.indexOf(source.effect);
        if (i < 0) return;
        lasting.splice(i, 1);
        const cost = g.cost(ev.name);
        const piles = g.gainable((n, c) => n !== ev.name && costEquals(c, cost));
        const name = yield* g.choosePile(owner, {
          piles,
          optional: true,
          verb: 'gain',
          source: 'Charm',
          prompt: `Charm: you may also gain a card other than ${ev.name} with the same cost.`,
        });
        if (name) yield* g.gain(owner, name);
      },
    }),
  ],
});
