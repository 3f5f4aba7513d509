import { defineCard } from '../../core/card-def.js';

export const miningVillage = defineCard({
  name: 'Mining Village',
  set: 'intrigue',
  cost: { coins: 4, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+2 Actions\nYou may trash this for +$2.',
  *play(g, { player, card }) {
    g.draw(player, 1);
    g.addActions(2);
    // Only while it is still in play: played twice by Throne Room, it is trashed (and pays) once at most.
    if (g.where(player, card) !== 'inPlay') return;
    const yes = yield* g.yesNo(player, 'Mining Village: trash it for +$2?', 'Mining Village');
    if (!yes) return;
    yield* g.trash(player, [card], 'inPlay');
    if (g.s.trash.includes(card)) g.addCoins(2);
  },
});
