import { defineCard } from '../../../core/card-def.js';
import { countByName, hasType } from './support.js';

export const triumphalArch = defineCard({
  name: 'Triumphal Arch',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: "When scoring, 3 VP per copy you have of the 2nd most common Action card among your cards (if it's a tie, count either).",
  score(s, p) {
    const counts = [...countByName(s, p)]
      .filter(([name]) => hasType(name, 'Action'))
      .map(([, n]) => n)
      .sort((a, b) => b - a);
    return 3 * (counts[1] ?? 0);
  },
});
