import { defineCard } from '../../../core/card-def.js';
import { countByName } from './support.js';

export const palace = defineCard({
  name: 'Palace',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, 3 VP per set you have of Copper - Silver - Gold.',
  score(s, p) {
    const c = countByName(s, p);
    return 3 * Math.min(c.get('Copper') ?? 0, c.get('Silver') ?? 0, c.get('Gold') ?? 0);
  },
});
