import { defineCard } from '../../../core/card-def.js';
import { ownedNames } from './support.js';

export const wall = defineCard({
  name: 'Wall',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, -1 VP per card you have after the first 15.',
  score: (s, p) => 0 - Math.max(0, ownedNames(s, p).length - 15),
});
