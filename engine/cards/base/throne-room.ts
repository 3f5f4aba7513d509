import { defineCard } from '../../core/card-def.js';

export const throneRoom = defineCard({
  name: 'Throne Room',
  set: 'base',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: 'You may play an Action card from your hand twice.',
  *play(g, play) {
    const { player } = play;
    const actions = g.p(player).hand.filter((id) => g.is(id, 'Action'));
    const id = yield* g.chooseCard(player, {
      from: actions,
      optional: true,
      verb: 'play',
      source: 'Throne Room',
      prompt: 'Throne Room: you may play an Action card from your hand twice.',
    });
    if (id === null) return;
    const first = yield* g.playCard(player, id, 'hand');
    // The second play happens even if the card left play (it is played "twice" regardless),
    // as what it was played as the first time (an Overlord is not asked again).
    yield* g.playAgain(first);
    g.keepWithDuration(player, id, play.card);
  },
});
