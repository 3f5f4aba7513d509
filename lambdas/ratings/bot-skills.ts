// The bots' fixed skills, measured by `npm run bench:bot-ratings` (local/bench-bot-ratings.ts:
// the bots play one another over random kingdoms and are rated like players; docs/bots.md).
// A bot's skill never moves in a rated game: it is the yardstick the humans are measured against.
import type { Skill } from './rules.js';

/** Measured skills by bot id (a small sigma: each was measured over thousands of games). */
const BOT_SKILLS: ReadonlyMap<string, Skill> = new Map([
  ['random', { mu: 5, sigma: 1 }],
  ['easy', { mu: 20, sigma: 1 }],
  ['big-money', { mu: 25, sigma: 1 }],
  ['smithy-big-money', { mu: 28, sigma: 1 }],
  ['normal', { mu: 30, sigma: 1 }],
  ['hard', { mu: 32, sigma: 1 }],
]);

/** The random bot's skill stands in for a bot no longer registered (a stored game plays it as the random bot). */
export function botSkill(id: string): Skill {
  return BOT_SKILLS.get(id) ?? BOT_SKILLS.get('random')!;
}
