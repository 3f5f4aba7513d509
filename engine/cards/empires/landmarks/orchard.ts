import { defineCard } from '../../../core/card-def.js';
import { countByName, hasType } from './support.js';

export const orchard = defineCard({
  name: 'Orchard',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, 4 VP per differently named Action card you have 3 or more copies of.',
  score(s, p) {
    let vp = 0;
    for (const [name, n] of countByName(s, p)) if (n >= 3 && hasType(name, 'Action')) vp += 4;
    return vp;
  },
});
