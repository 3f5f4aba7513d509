import { defineCard } from '../../../core/card-def.js';
import { countByName, hasType } from './support.js';

export const keep = defineCard({
  name: 'Keep',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, 5 VP per differently named Treasure you have, that you have more copies of than each other player, or tied for most.',
  score(s, p) {
    const counts = s.players.map((_, q) => countByName(s, q));
    let vp = 0;
    for (const [name, mine] of counts[p]) {
      if (!hasType(name, 'Treasure')) continue;
      if (counts.every((c) => (c.get(name) ?? 0) <= mine)) vp += 5;
    }
    return vp;
  },
});
