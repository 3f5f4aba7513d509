import { defineCard } from '../../../core/card-def.js';
import { countByName } from './support.js';

export const wolfDen = defineCard({
  name: 'Wolf Den',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, -3 VP per card you have exactly one copy of.',
  score: (s, p) => 0 - 3 * [...countByName(s, p).values()].filter((n) => n === 1).length,
});
