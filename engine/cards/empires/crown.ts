import { defineCard } from '../../core/card-def.js';

export const crown = defineCard({
  name: 'Crown',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Treasure'],
  text: "If it's your Action phase, you may play an Action from your hand twice. If it's your Buy phase, you may play a Treasure from your hand twice.",
  *play(g, play) {
    const { player } = play;
    const phase = player === g.active ? g.s.turn.phase : null;
    // The phase decides, not how Crown was played.
    const type = phase === 'action' ? 'Action' : phase === 'buy' ? 'Treasure' : null;
    if (!type) return;
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand.filter((c) => g.is(c, type)),
      optional: true,
      verb: 'play',
      source: 'Crown',
      prompt: `Crown: you may play ${type === 'Action' ? 'an Action' : 'a Treasure'} from your hand twice.`,
    });
    if (id === null) return;
    const first = yield* g.playCard(player, id, 'hand');
    yield* g.playAgain(first);
    g.keepWithDuration(player, id, play.card);
  },
});
