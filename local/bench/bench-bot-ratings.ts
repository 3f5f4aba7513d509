// `npm run bench:bot-ratings [-- --kingdoms 40 --seed S --levels a,b]`: the bots' fixed ratings,
// measured as players are rated. Every pair of bots plays two 2-player games (seats swapped) on
// each of K random kingdoms from all sets, and every game updates both bots with the same rules
// as a rated game (openskill, lambdas/ratings/rules.ts), all starting where a new player starts.
// Prints JSON: each bot's mu, sigma, shown rating and share of games won. The figures go into
// lambdas/ratings/bot-skills.ts and docs/bots.md.
import '../../engine/cards/index.js';
import { rate } from 'openskill';
import { makeConfig } from '../../engine/setup/setup.js';
import { ALL_SETS } from '../../engine/setup/kingdoms.js';
import { getBot, playBotGame } from '../../engine/bots/index.js';
import { int, list, parseFlags, runMain, str } from '../../engine/cli/args.js';
import { displayRating, placesOf, START_SKILL, type Skill } from '../../lambdas/ratings/rules.js';

const LEVELS = ['random', 'easy', 'big-money', 'smithy-big-money', 'normal', 'hard'];

interface BotFigures {
  mu: number;
  sigma: number;
  rating: number;
  games: number;
  winShare: number;
}

function measure(levels: readonly string[], kingdoms: number, seed: string): Record<string, BotFigures> {
  const skills = new Map<string, Skill>(levels.map((id) => [id, START_SKILL]));
  const played = new Map<string, { games: number; won: number }>(levels.map((id) => [id, { games: 0, won: 0 }]));
  for (let k = 0; k < kingdoms; k++) {
    const base = makeConfig({
      players: ['A', 'B'],
      seed: `${seed}/${k}`,
      randomFrom: [...ALL_SETS],
      randomLandscapes: k % 3,
    });
    for (let a = 0; a < levels.length; a++) {
      for (let b = a + 1; b < levels.length; b++) {
        for (const order of [
          [levels[a], levels[b]],
          [levels[b], levels[a]],
        ]) {
          const game = playBotGame({
            config: { ...base, seed: `${base.seed}/${order.join('-')}` },
            bots: order.map(getBot),
          });
          const result = game.state.result;
          if (!result) continue;
          const places = placesOf(result, new Set());
          const after = rate(
            order.map((id) => [skills.get(id)!]),
            { rank: places },
          );
          order.forEach((id, seat) => {
            skills.set(id, after[seat][0]);
            const tally = played.get(id)!;
            tally.games++;
            if (places[seat] === 1) tally.won++;
          });
        }
      }
    }
  }
  const round = (x: number) => Math.round(x * 100) / 100;
  return Object.fromEntries(
    levels.map((id) => {
      const s = skills.get(id)!;
      const t = played.get(id)!;
      return [
        id,
        {
          mu: round(s.mu),
          sigma: round(s.sigma),
          rating: displayRating(s),
          games: t.games,
          winShare: round(t.won / Math.max(1, t.games)),
        },
      ];
    }),
  );
}

runMain(() => {
  const flags = parseFlags(process.argv.slice(2), [], ['kingdoms', 'seed', 'levels']);
  const kingdoms = int(flags, 'kingdoms', 40);
  const seed = str(flags, 'seed') ?? 'bot-ratings';
  const levels = list(flags, 'levels') ?? LEVELS;
  const started = Date.now();
  const bots = measure(levels, kingdoms, seed);
  console.log(JSON.stringify({ kingdoms, seed, bots, seconds: Math.round((Date.now() - started) / 1000) }, null, 2));
});
