import { defineCard } from '../../core/card-def.js';
import type { GameApi } from '../../core/game-api.js';
import type { PlayerIndex } from '../../core/types.js';

function discardHandDraw4(g: GameApi, player: PlayerIndex): void {
  g.discard(player, [...g.p(player).hand], 'hand');
  g.draw(player, 4);
}

export const minion = defineCard({
  name: 'Minion',
  set: 'intrigue',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Attack'],
  text: '+1 Action\nChoose one: +$2; or discard your hand, +4 Cards, and each other player with at least 5 cards in hand discards their hand and draws 4 cards.',
  *play(g, play) {
    const { player } = play;
    g.addActions(1);
    // Reactions (Moat) were revealed before this choice; a player who revealed Moat is skipped.
    const pick = yield* g.chooseOption(player, {
      options: [
        { id: 'coins', label: '+$2' },
        { id: 'discard', label: 'discard your hand and draw 4 (others with 5+ cards too)' },
      ],
      source: 'Minion',
      prompt:
        'Minion: choose one: +$2; or discard your hand, +4 Cards, and each other player with at least 5 cards in hand discards their hand and draws 4 cards.',
    });
    g.log({ kind: 'choose', player, detail: pick });
    if (pick === 'coins') {
      g.addCoins(2);
      return;
    }
    discardHandDraw4(g, player);
    yield* g.attack(play, function* (victim) {
      if (g.p(victim).hand.length >= 5) discardHandDraw4(g, victim);
    });
  },
});
