import { defineCard } from '../../../core/card-def.js';
import { hasType, ownedNames, pileOfName } from './support.js';

export const tower = defineCard({
  name: 'Tower',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When scoring, 1 VP per non-Victory card you have from an empty Supply pile.',
  score(s, p) {
    // A pile is empty only when none of its cards are left (a split pile needs both halves gone).
    const empty = new Set(s.supply.filter((pile) => pile.cards.length === 0).map((pile) => pile.name));
    return ownedNames(s, p).filter((n) => !hasType(n, 'Victory') && empty.has(pileOfName(s, n) ?? '')).length;
  },
});
