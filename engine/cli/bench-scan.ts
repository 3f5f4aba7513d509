// bench:bots --scan: a level's share of decisive games against `big-money` per Kingdom pile or per
// Event/Landmark, to find the cards and landscapes it plays worst. Each name gets K random
// kingdoms that hold it (a pile replaces one of a random kingdom's ten; a landscape is the game's
// only one), each played G times from both seats. Seeds derive from --seed and the name, so a
// change to the bot is measured A/B on the same games. Small samples: ±15 points at 40 games, a
// sieve for the worst names, not a rating. `--levels single` plays, instead of a level, the name's
// own plan without a search (a pile's single-card plan added to Big Money, a landscape with Big
// Money): how well the heuristics play that card or landscape, where `hard` may simply not buy it.
//   npm run bench:bots -- --scan cards|landscapes [--levels hard] [--sets ...] [--names A,B]
//                         [--with P,Q (piles in every kingdom too)] [--scan-kingdoms 3] [--scan-games 8] [--seed S] [--json]
import '../cards/index.js';
import { makeConfig } from '../setup/setup.js';
import { kingdomPileNames } from '../setup/piles.js';
import { allDefs } from '../core/registry.js';
import { nextInt, seedFromString } from '../core/rng.js';
import type { GameConfig, SetName } from '../core/types.js';
import { getBot, planFor, type Bot } from '../bots/index.js';
import { pileDef } from '../setup/piles.js';
import { BIG_MONEY_PLAN, singlePlan } from '../bots/kingdom/plan/plan.js';
import { planBot } from '../bots/kingdom/plan/search.js';
import { emptyTally, pair, share, type Tally } from './bot-pairs.js';

export type ScanKind = 'cards' | 'landscapes';

export interface ScanOptions {
  kind: ScanKind;
  level: string;
  sets: SetName[];
  seed: string;
  kingdoms: number;
  games: number;
  /** Only these piles / landscapes (exact names); all of the sets' otherwise. */
  names?: string[];
  /** Piles put in every scanned kingdom too (a card scan of Workshop with Gardens). */
  with?: string[];
}

export interface ScanRow extends Tally {
  name: string;
  share: number;
  /** Kingdoms whose plan (hard, normal) names this card: does the search use it at all? (0 for landscapes: plans name cards only.) */
  inPlan: number;
  /** The plans chosen, one per kingdom. */
  plans: string[];
}

export interface ScanResult {
  scan: ScanKind;
  level: string;
  sets: SetName[];
  seed: string;
  kingdomsPerName: number;
  gamesPerKingdom: number;
  games: number;
  rejectedMoves: number;
  /** Worst share first. */
  rows: ScanRow[];
}

/** The names a scan covers: the sets' Kingdom piles, or their Events and Landmarks. */
export function scanNames(kind: ScanKind, sets: SetName[]): string[] {
  if (kind === 'cards') return sets.flatMap((s) => kingdomPileNames(s));
  return allDefs()
    .filter((d) => (d.kind === 'event' || d.kind === 'landmark') && sets.includes(d.set))
    .map((d) => d.name);
}

/** The i-th kingdom of `name`'s scan: a random kingdom of the sets holding the pile, or with the landscape alone. */
export function scanConfig(
  kind: ScanKind,
  name: string,
  i: number,
  o: Pick<ScanOptions, 'sets' | 'seed' | 'with'>,
): GameConfig {
  const seed = `${o.seed}/scan/${name}/${i}`;
  const players = ['A', 'B'];
  const isEvent = allDefs().some((d) => d.kind === 'event' && d.name === name);
  const landscapes =
    kind === 'cards'
      ? { events: [], landmarks: [] }
      : isEvent
        ? { events: [name], landmarks: [] }
        : { events: [], landmarks: [name] };
  const random = makeConfig({ players, seed, randomFrom: o.sets, ...landscapes });
  const kingdom = [...random.kingdom];
  const forced = [...(kind === 'cards' ? [name] : []), ...(o.with ?? [])];
  const rng = seedFromString(`${seed}/slot`);
  for (const pile of forced) {
    if (kingdom.includes(pile)) continue;
    // A slot held by a pile not forced itself, chosen by the seed.
    const free = kingdom.flatMap((k, slot) => (forced.includes(k) ? [] : [slot]));
    kingdom[free[nextInt(rng, free.length)]] = pile;
  }
  return makeConfig({ players, seed, kingdom, ...landscapes });
}

/** The `single` pseudo-level's plan for a name: its pile's top card added to Big Money, or Big Money beside a landscape. */
function ownPlanBot(kind: ScanKind, name: string): Bot {
  if (kind === 'landscapes') return planBot(BIG_MONEY_PLAN);
  return planBot(singlePlan(pileDef(name).contents(2).at(-1)!.name));
}

const planLabel = (level: string, config: GameConfig, bot: Bot): string =>
  level === 'hard' || level === 'normal' ? planFor(config, level).label : bot.description;

export function scan(o: ScanOptions): ScanResult {
  const all = scanNames(o.kind, o.sets);
  const names = o.names ?? all;
  for (const n of names)
    if (!all.includes(n))
      throw new Error(
        `"${n}" is not a ${o.kind === 'cards' ? 'Kingdom pile' : 'Event or Landmark'} of ${o.sets.join(', ')}.`,
      );
  const bm = getBot('big-money');
  let rejected = 0;
  const rows: ScanRow[] = names.map((name) => {
    const bot = o.level === 'single' ? ownPlanBot(o.kind, name) : getBot(o.level);
    const t = emptyTally();
    const plans: string[] = [];
    let inPlan = 0;
    for (let i = 0; i < o.kingdoms; i++) {
      const config = scanConfig(o.kind, name, i, o);
      const label = planLabel(o.level, config, bot);
      plans.push(label);
      // A split pile's halves ("Catapult/Rocks") count when either is in the plan.
      if (name.split('/').some((half) => label.includes(half))) inPlan++;
      rejected += pair(bot, bm, config, t, o.games);
    }
    return { name, ...t, share: share(t), inPlan, plans };
  });
  rows.sort((a, b) => a.share - b.share || (a.name < b.name ? -1 : 1));
  return {
    scan: o.kind,
    level: o.level,
    sets: o.sets,
    seed: o.seed,
    kingdomsPerName: o.kingdoms,
    gamesPerKingdom: o.games,
    games: names.length * o.kingdoms * o.games,
    rejectedMoves: rejected,
    rows,
  };
}

/** The scan as text: one line per name, worst first. */
export function scanText(r: ScanResult): string {
  const lines = [
    `${r.level} vs big-money per ${r.scan === 'cards' ? 'Kingdom pile' : 'Event/Landmark'}: ${r.kingdomsPerName} kingdoms x ${r.gamesPerKingdom} games each, seed ${r.seed}, ${r.games} games, rejected ${r.rejectedMoves}`,
  ];
  for (const row of r.rows) {
    lines.push(
      `${(100 * row.share).toFixed(1).padStart(5)}%  ${row.name.padEnd(24)} won ${row.won} lost ${row.lost} tied ${row.tied}  in plan ${row.inPlan}/${r.kingdomsPerName}: ${[...new Set(row.plans)].join('; ')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
