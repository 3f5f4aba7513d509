import { defineCard } from '../../../core/card-def.js';
import { ownedNames } from './support.js';

export const banditFort = defineCard({
  name: 'Bandit Fort',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, -2 VP for each Silver and each Gold you have.',
  score: (s, p) => 0 - 2 * ownedNames(s, p).filter((n) => n === 'Silver' || n === 'Gold').length,
});
