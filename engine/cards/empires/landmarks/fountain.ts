import { defineCard } from '../../../core/card-def.js';
import { ownedNames } from './support.js';

export const fountain = defineCard({
  name: 'Fountain',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, 15 VP if you have at least 10 Coppers.',
  score: (s, p) => (ownedNames(s, p).filter((n) => n === 'Copper').length >= 10 ? 15 : 0),
});
