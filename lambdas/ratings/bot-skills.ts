// The bots' fixed skills, measured by `npm run bench:bot-ratings` (local/bench/bench-bot-ratings.ts:
// the bots play one another over random kingdoms and are rated like players; docs/bots.md).
// A bot's skill never moves in a rated game: it is the yardstick the humans are measured against.
import type { SkillFigures as Skill } from '../store/rating-records.js';

/** Measured skills by bot id: `npm run bench:bot-ratings` (40 kingdoms, 400 games a bot, seed "bot-ratings"). */
const BOT_SKILLS: ReadonlyMap<string, Skill> = new Map([
  ['random', { mu: -9.35, sigma: 3.93 }],
  ['big-money', { mu: 25.37, sigma: 1.78 }],
  ['easy', { mu: 26.43, sigma: 1.77 }],
  ['smithy-big-money', { mu: 27.23, sigma: 1.75 }],
  ['normal', { mu: 37.17, sigma: 1.8 }],
  ['hard', { mu: 40.02, sigma: 1.96 }],
]);

/** The random bot's skill stands in for a bot no longer registered (a stored game plays it as the random bot). */
export function botSkill(id: string): Skill {
  return BOT_SKILLS.get(id) ?? BOT_SKILLS.get('random')!;
}
