import { defineCard } from '../../../core/card-def.js';
import { ownedNames } from './support.js';

export const museum = defineCard({
  name: 'Museum',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, 2 VP per differently named card you have.',
  score: (s, p) => 2 * new Set(ownedNames(s, p)).size,
});
