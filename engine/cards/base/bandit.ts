import { defineCard } from '../../core/card-def.js';

export const bandit = defineCard({
  name: 'Bandit',
  set: 'base',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Attack'],
  text: 'Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a revealed Treasure other than Copper, and discards the rest.',
  *play(g, play) {
    yield* g.gain(play.player, 'Gold');
    // One player at a time, in turn order.
    yield* g.attack(play, function* (victim) {
      const revealed = g.takeTop(victim, 2, 'setAside');
      if (revealed.length === 0) return;
      g.reveal(victim, revealed);
      const treasures = revealed.filter((id) => g.is(id, 'Treasure') && g.name(id) !== 'Copper');
      const id = yield* g.chooseCard(victim, {
        from: treasures,
        verb: 'trash',
        source: 'Bandit',
        prompt: `${g.p(play.player).name} played Bandit: trash one of the revealed Treasures other than Copper.`,
      });
      if (id !== null) yield* g.trash(victim, [id], 'setAside');
      g.discard(
        victim,
        revealed.filter((c) => c !== id),
        'setAside',
      );
    });
  },
});
