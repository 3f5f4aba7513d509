import { defineCard } from '../../core/card-def.js';
import type { DecisionOption } from '../../core/types.js';

const OPTIONS: DecisionOption[] = [
  { id: 'card', label: '+1 Card' },
  { id: 'action', label: '+1 Action' },
  { id: 'buy', label: '+1 Buy' },
  { id: 'coin', label: '+$1' },
];

export const pawn = defineCard({
  name: 'Pawn',
  set: 'intrigue',
  cost: { coins: 2, debt: 0 },
  types: ['Action'],
  text: 'Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different.',
  *play(g, { player }) {
    // Both choices are made before either is done.
    const picked = yield* g.chooseOptions(player, {
      options: OPTIONS,
      count: 2,
      source: 'Pawn',
      prompt: 'Pawn: choose two different options (e.g. "choose +1 Card, +$1").',
    });
    for (const o of OPTIONS) {
      if (!picked.includes(o.id)) continue;
      g.log({ kind: 'choose', player, detail: o.label });
      if (o.id === 'card') g.draw(player, 1);
      else if (o.id === 'action') g.addActions(1);
      else if (o.id === 'buy') g.addBuys(1);
      else g.addCoins(1);
    }
  },
});
