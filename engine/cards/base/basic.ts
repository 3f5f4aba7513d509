// The 7 Basic cards: plain Treasures, Victory cards and the Curse.
import { defineCard } from '../../core/card-def.js';

const basic = { set: 'base', basic: true } as const;

export const copper = defineCard({
  ...basic,
  name: 'Copper',
  cost: { coins: 0, debt: 0 },
  types: ['Treasure'],
  text: '$1',
  coins: 1,
});
export const silver = defineCard({
  ...basic,
  name: 'Silver',
  cost: { coins: 3, debt: 0 },
  types: ['Treasure'],
  text: '$2',
  coins: 2,
});
export const gold = defineCard({
  ...basic,
  name: 'Gold',
  cost: { coins: 6, debt: 0 },
  types: ['Treasure'],
  text: '$3',
  coins: 3,
});
export const estate = defineCard({
  ...basic,
  name: 'Estate',
  cost: { coins: 2, debt: 0 },
  types: ['Victory'],
  text: '1 VP',
  vp: 1,
});
export const duchy = defineCard({
  ...basic,
  name: 'Duchy',
  cost: { coins: 5, debt: 0 },
  types: ['Victory'],
  text: '3 VP',
  vp: 3,
});
export const province = defineCard({
  ...basic,
  name: 'Province',
  cost: { coins: 8, debt: 0 },
  types: ['Victory'],
  text: '6 VP',
  vp: 6,
});
export const curse = defineCard({
  ...basic,
  name: 'Curse',
  cost: { coins: 0, debt: 0 },
  types: ['Curse'],
  text: '-1 VP',
  vp: -1,
});

export const basicCards = [copper, silver, gold, estate, duchy, province, curse];
