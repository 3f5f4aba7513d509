import { defineCard } from '../../core/card-def.js';

export const harem = defineCard({
  name: 'Harem',
  set: 'intrigue',
  cost: { coins: 6, debt: 0 },
  types: ['Treasure', 'Victory'],
  text: '$2\n---\n2 VP',
  coins: 2,
  vp: 2,
});
