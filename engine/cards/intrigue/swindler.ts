import { defineCard } from '../../core/card-def.js';
import { costEquals } from '../../rules/cost.js';

export const swindler = defineCard({
  name: 'Swindler',
  set: 'intrigue',
  cost: { coins: 3, debt: 0 },
  types: ['Action', 'Attack'],
  text: '+$2\nEach other player trashes the top card of their deck and gains a card with the same cost that you choose.',
  *play(g, play) {
    const { player } = play;
    g.addCoins(2);
    // In turn order: each victim trashes, then the Swindler's player picks that victim's card.
    yield* g.attack(play, function* (victim) {
      const [id] = g.takeTop(victim, 1, 'setAside');
      if (id === undefined) return;
      const name = g.name(id);
      yield* g.trash(victim, [id], 'setAside');
      const cost = g.cost(name);
      const piles = g.gainable((_n, c) => costEquals(c, cost));
      const pick = yield* g.choosePile(player, {
        piles,
        verb: 'give',
        source: 'Swindler',
        prompt: `Swindler: ${g.p(victim).name} trashed ${name}. Choose a card with the same cost for them to gain.`,
      });
      if (pick !== null) yield* g.gain(victim, pick);
    });
  },
});
