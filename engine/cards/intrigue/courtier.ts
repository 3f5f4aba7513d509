import { defineCard } from '../../core/card-def.js';
import { getDef } from '../../core/registry.js';
import type { DecisionOption } from '../../core/types.js';

const OPTIONS: DecisionOption[] = [
  { id: 'action', label: '+1 Action' },
  { id: 'buy', label: '+1 Buy' },
  { id: 'coins', label: '+$3' },
  { id: 'gold', label: 'gain a Gold' },
];

export const courtier = defineCard({
  name: 'Courtier',
  set: 'intrigue',
  cost: { coins: 5, debt: 0 },
  types: ['Action'],
  text: 'Reveal a card from your hand. For each type it has (Action, Attack, etc.), choose one: +1 Action; or +1 Buy; or +$3; or gain a Gold. The choices must be different.',
  *play(g, { player }) {
    const id = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'reveal',
      source: 'Courtier',
      prompt: 'Courtier: reveal a card from your hand (one different choice per type it has).',
    });
    if (id === null) return;
    g.reveal(player, [id]);
    const count = Math.min(getDef(g.name(id)).types.length, OPTIONS.length);
    const picked =
      count >= OPTIONS.length
        ? OPTIONS.map((o) => o.id)
        : yield* g.chooseOptions(player, {
            options: OPTIONS,
            count,
            source: 'Courtier',
            prompt: `Courtier: ${g.name(id)} has ${count} type${count > 1 ? 's' : ''}: choose ${count} different option${count > 1 ? 's' : ''}.`,
          });
    // Done in the card's order, whatever order they were named in.
    for (const o of OPTIONS) {
      if (!picked.includes(o.id)) continue;
      g.log({ kind: 'choose', player, detail: o.label });
      if (o.id === 'action') g.addActions(1);
      else if (o.id === 'buy') g.addBuys(1);
      else if (o.id === 'coins') g.addCoins(3);
      else yield* g.gain(player, 'Gold');
    }
  },
});
