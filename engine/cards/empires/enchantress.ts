import { defineCard } from '../../core/card-def.js';
import type { PlayerIndex } from '../../core/types.js';

export const enchantress = defineCard({
  name: 'Enchantress',
  set: 'empires',
  cost: { coins: 3, debt: 0 },
  types: ['Action', 'Attack', 'Duration'],
  text: 'Until your next turn, the first time each other player plays an Action card on their turn, they get +1 Card and +1 Action instead of following its instructions.\nAt the start of your next turn, +2 Cards',
  *play(g, play) {
    // Reactions (Moat) were revealed when it was played; those players stay unaffected.
    g.addDuration(play.player, play.card, { victims: g.victims(play) });
  },
  *duration(g, _record, owner) {
    g.draw(owner, 2);
    return false;
  },
  replacePlay(g, play, record, owner) {
    const victims = record.data.victims as PlayerIndex[];
    if (play.player === owner || play.player !== g.active || !victims.includes(play.player)) return null;
    // Only the first Action card played this turn (the counter includes this play).
    if (!g.is(play.card, 'Action') || g.s.turn.actionsPlayed !== 1) return null;
    return (function* () {
      g.log({
        kind: 'note',
        player: play.player,
        cards: [play.name],
        count: 1,
        detail: 'Enchantress: +1 Card +1 Action instead',
      });
      g.draw(play.player, 1);
      g.addActions(1);
    })();
  },
});
