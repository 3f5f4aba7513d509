import { defineCard } from '../../core/card-def.js';

export const steward = defineCard({
  name: 'Steward',
  set: 'intrigue',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: 'Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.',
  *play(g, { player }) {
    // Any option may be chosen, even one that can't be done fully (trash 2 with 1 card in hand).
    const pick = yield* g.chooseOption(player, {
      options: [
        { id: 'cards', label: '+2 Cards' },
        { id: 'coins', label: '+$2' },
        { id: 'trash', label: 'trash 2 cards from your hand' },
      ],
      source: 'Steward',
      prompt: 'Steward: choose one: +2 Cards; or +$2; or trash 2 cards from your hand.',
    });
    g.log({ kind: 'choose', player, detail: pick });
    if (pick === 'cards') g.draw(player, 2);
    else if (pick === 'coins') g.addCoins(2);
    else {
      const picked = yield* g.chooseCards(player, {
        from: g.p(player).hand,
        min: 2,
        max: 2,
        verb: 'trash',
        source: 'Steward',
        prompt: 'Steward: trash 2 cards from your hand.',
      });
      yield* g.trash(player, picked, 'hand');
    }
  },
});
