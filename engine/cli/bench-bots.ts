// Bot strength and speed: each level plays 2-player games against `big-money` over random
// kingdoms from all three sets (Events and Landmarks drawn as the new-game form draws them: 0, 1
// or 2 in turn) and against `smithy-big-money` on First Game. Reports the share of decisive games
// won, rejected moves, the time per decision and the time to find a plan (setup).
//   npm run bench:bots -- [--levels easy,normal,hard] [--kingdoms 300 (0: First Game only)] [--first-game 200]
//                         [--sets base,intrigue,empires] [--seed S] [--json]
//                         [--by-set K]  (also K kingdoms from each set alone: winShareBySet)
//                         [--recommended G]  (also G games on each recommended set: winShareByRecommended)
//                         [--worst N]  (the N random kingdoms it did worst on, with the plan it chose: worstKingdoms)
//   npm run bench:bots -- --scan cards|landscapes ...  (share per Kingdom pile or Event/Landmark: bench-scan.ts)
import { performance } from 'node:perf_hooks';
import '../cards/index.js';
import { makeConfig } from '../setup/setup.js';
import { ALL_SETS, recommendedSets } from '../setup/kingdoms.js';
import type { GameConfig, SetName } from '../core/types.js';
import { getBot, planFor, type Bot } from '../bots/index.js';
import { pair, round, share, type Tally } from './bot-pairs.js';
import { scan, scanText } from './bench-scan.js';
import { int, list, parseFlags, runMain, str, type Flags } from './args.js';

export interface LevelResult {
  games: number;
  winShareVsBigMoney: number;
  winShareVsSmithyBigMoney: number;
  /** Decisive games against big-money: won, lost (shared wins and capped games are not decisive). */
  vsBigMoney: { won: number; lost: number; tied: number };
  vsSmithyBigMoney: { won: number; lost: number; tied: number };
  rejectedMoves: number;
  decisionMsP50: number;
  decisionMsP99: number;
  /** The same in this process's CPU time (a decision that plays out the end game is steadier measured so on a busy machine). */
  decisionCpuMsP50: number;
  decisionCpuMsP99: number;
  setupMsP50: number;
  setupMsMax: number;
  /** The same in this process's CPU time: the time on one core, steadier on a busy machine. */
  setupCpuMsP50: number;
  setupCpuMsMax: number;
  /** With --by-set: the share against big-money over kingdoms drawn from each set alone. */
  winShareBySet?: Record<string, number>;
  /** With --recommended: the share against big-money on each recommended set. */
  winShareByRecommended?: Record<string, number>;
  /** With --worst: the random kingdoms (all sets and by set) with the worst won − lost, worst first. */
  worstKingdoms?: KingdomResult[];
}

/** One random kingdom's two games against big-money, and the plan the level chose for it. */
export interface KingdomResult {
  kingdom: string[];
  events: string[];
  landmarks: string[];
  plan: string;
  won: number;
  lost: number;
  tied: number;
}

export interface BotsBenchResult {
  kingdoms: number;
  games: number;
  sets: SetName[];
  firstGameGames: number;
  levels: Record<string, LevelResult>;
  node: string;
}

export interface BotsBenchOptions {
  levels: string[];
  kingdoms: number;
  firstGame: number;
  sets: SetName[];
  seed: string;
  bySet?: number;
  recommended?: number;
  worst?: number;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The level's bot with its decisions timed, wall and CPU (the plan is found beforehand and timed as setup). */
function timed(bot: Bot, times: number[], cpuTimes: number[]): Bot {
  return {
    ...bot,
    move(s, p, rng) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const m = bot.move(s, p, rng);
      times.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpuTimes.push((c.user + c.system) / 1000);
      return m;
    },
  };
}

const isPlanLevel = (id: string) => id === 'normal' || id === 'hard';

function setup(id: string, config: GameConfig, setups: number[], cpu: number[]): void {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  if (isPlanLevel(id)) planFor(config, id);
  const c = process.cpuUsage(c0);
  setups.push(performance.now() - t0);
  cpu.push((c.user + c.system) / 1000);
}

/** The kingdom's record for --worst (the plan label names what the level chose). */
function kingdomResult(id: string, config: GameConfig, t: { won: number; lost: number; tied: number }): KingdomResult {
  const plan = isPlanLevel(id) ? planFor(config, id).label : id;
  return { kingdom: config.kingdom, events: config.events, landmarks: config.landmarks, plan, ...t };
}

/** Adds one kingdom's pair of games to the level's tally and, with --worst, to the per-kingdom list. */
function pairKingdom(
  id: string,
  bot: Bot,
  opp: Bot,
  config: GameConfig,
  tally: Tally,
  perKingdom: KingdomResult[] | null,
): number {
  const t = { won: 0, lost: 0, tied: 0 };
  const rejected = pair(bot, opp, config, t);
  tally.won += t.won;
  tally.lost += t.lost;
  tally.tied += t.tied;
  if (perKingdom) perKingdom.push(kingdomResult(id, config, t));
  return rejected;
}

export function benchLevel(id: string, o: BotsBenchOptions): LevelResult {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const setups: number[] = [];
  const cpu: number[] = [];
  const bot = timed(getBot(id), times, cpuTimes);
  const vsBm = { won: 0, lost: 0, tied: 0 };
  const vsSmithy = { won: 0, lost: 0, tied: 0 };
  let rejected = 0;
  let games = 0;
  const bm = getBot('big-money');
  const perKingdom = o.worst ? ([] as KingdomResult[]) : null;
  for (let i = 0; i < o.kingdoms; i++) {
    const config = makeConfig({
      players: ['A', 'B'],
      seed: `${o.seed}/${i}`,
      randomFrom: o.sets,
      randomLandscapes: i % 3,
    });
    setup(id, config, setups, cpu);
    rejected += pairKingdom(id, bot, bm, config, vsBm, perKingdom);
    games += 2;
  }
  const first = makeConfig({ players: ['A', 'B'], seed: `${o.seed}/first-game`, recommended: 'First Game' });
  setup(id, first, setups, cpu);
  const smithy = getBot('smithy-big-money');
  for (let i = 0; i < o.firstGame; i += 2) {
    rejected += pair(bot, smithy, { ...first, seed: `${o.seed}/first-game/${i}` }, vsSmithy);
    games += 2;
  }
  const extra: Pick<LevelResult, 'winShareBySet' | 'winShareByRecommended' | 'worstKingdoms'> = {};
  if (o.bySet) {
    extra.winShareBySet = {};
    for (const set of ALL_SETS) {
      const t = { won: 0, lost: 0, tied: 0 };
      for (let i = 0; i < o.bySet; i++) {
        const config = makeConfig({
          players: ['A', 'B'],
          seed: `${o.seed}/${set}/${i}`,
          randomFrom: [set],
          randomLandscapes: set === 'empires' ? i % 3 : 0,
        });
        setup(id, config, setups, cpu);
        rejected += pairKingdom(id, bot, bm, config, t, perKingdom);
        games += 2;
      }
      extra.winShareBySet[set] = share(t);
    }
  }
  if (o.recommended) {
    extra.winShareByRecommended = {};
    for (const r of recommendedSets()) {
      const t = { won: 0, lost: 0, tied: 0 };
      const config = makeConfig({ players: ['A', 'B'], seed: `${o.seed}/${r.name}`, recommended: r.name });
      setup(id, config, setups, cpu);
      for (let i = 0; i < o.recommended; i += 2) {
        rejected += pair(bot, bm, { ...config, seed: `${config.seed}/${i}` }, t);
        games += 2;
      }
      extra.winShareByRecommended[r.name] = share(t);
    }
  }
  if (perKingdom) extra.worstKingdoms = perKingdom.sort((a, b) => a.won - a.lost - (b.won - b.lost)).slice(0, o.worst);
  return {
    games,
    winShareVsBigMoney: share(vsBm),
    winShareVsSmithyBigMoney: share(vsSmithy),
    vsBigMoney: vsBm,
    vsSmithyBigMoney: vsSmithy,
    rejectedMoves: rejected,
    ...timingQuantiles(times, cpuTimes, setups, cpu),
    ...extra,
  };
}

type TimingQuantiles = Pick<
  LevelResult,
  | 'decisionMsP50'
  | 'decisionMsP99'
  | 'decisionCpuMsP50'
  | 'decisionCpuMsP99'
  | 'setupMsP50'
  | 'setupMsMax'
  | 'setupCpuMsP50'
  | 'setupCpuMsMax'
>;

/** The level's decision and setup times (wall clock and CPU, ms) as quantiles; sorts the arrays in place. */
function timingQuantiles(times: number[], cpuTimes: number[], setups: number[], cpu: number[]): TimingQuantiles {
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  setups.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    decisionMsP50: round(quantile(times, 0.5), 4),
    decisionMsP99: round(quantile(times, 0.99), 4),
    decisionCpuMsP50: round(quantile(cpuTimes, 0.5), 4),
    decisionCpuMsP99: round(quantile(cpuTimes, 0.99), 4),
    setupMsP50: round(quantile(setups, 0.5), 1),
    setupMsMax: round(setups.at(-1) ?? 0, 1),
    setupCpuMsP50: round(quantile(cpu, 0.5), 1),
    setupCpuMsMax: round(cpu.at(-1) ?? 0, 1),
  };
}

export function benchBots(o: BotsBenchOptions): BotsBenchResult {
  const levels: Record<string, LevelResult> = {};
  let games = 0;
  for (const id of o.levels) {
    levels[id] = benchLevel(id, o);
    games += levels[id].games;
  }
  return { kingdoms: o.kingdoms, games, sets: o.sets, firstGameGames: o.firstGame, levels, node: process.version };
}

function mainScan(flags: Flags): void {
  const kind = str(flags, 'scan');
  if (kind !== 'cards' && kind !== 'landscapes') throw new Error('--scan must be cards or landscapes.');
  const levels = list(flags, 'levels') ?? ['hard'];
  if (levels.length !== 1) throw new Error('--scan measures one level at a time (--levels hard).');
  const r = scan({
    kind: kind,
    level: levels[0],
    sets: (list(flags, 'sets') as SetName[] | undefined) ?? [...ALL_SETS],
    seed: str(flags, 'seed') ?? 'bench-bots',
    kingdoms: int(flags, 'scan-kingdoms', 3, 1, 1_000),
    games: int(flags, 'scan-games', 8, 2, 10_000),
    names: list(flags, 'names'),
    with: list(flags, 'with'),
  });
  process.stdout.write(flags.get('json') === true ? `${JSON.stringify(r)}\n` : scanText(r));
}

function main(): void {
  const flags = parseFlags(
    process.argv.slice(2),
    ['json'],
    [
      'levels',
      'kingdoms',
      'first-game',
      'sets',
      'seed',
      'by-set',
      'recommended',
      'worst',
      'scan',
      'scan-kingdoms',
      'scan-games',
      'names',
      'with',
    ],
  );
  if (flags.has('scan')) {
    mainScan(flags);
    return;
  }
  const r = benchBots({
    levels: list(flags, 'levels') ?? ['easy', 'normal', 'hard'],
    kingdoms: int(flags, 'kingdoms', 300, 0, 100_000),
    firstGame: int(flags, 'first-game', 200, 2, 100_000),
    sets: (list(flags, 'sets') as SetName[] | undefined) ?? [...ALL_SETS],
    seed: str(flags, 'seed') ?? 'bench-bots',
    bySet: flags.has('by-set') ? int(flags, 'by-set', 0, 1, 10_000) : undefined,
    recommended: flags.has('recommended') ? int(flags, 'recommended', 0, 2, 10_000) : undefined,
    worst: flags.has('worst') ? int(flags, 'worst', 0, 1, 10_000) : undefined,
  });
  if (flags.get('json') === true) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    return;
  }
  const lines = [
    `${r.kingdoms} random kingdoms (${r.sets.join(', ')}), ${r.firstGameGames} First Game games, ${r.games} games in all (Node ${r.node})`,
  ];
  for (const [id, l] of Object.entries(r.levels)) {
    lines.push(
      `${id.padEnd(7)} vs big-money ${(100 * l.winShareVsBigMoney).toFixed(1)}% of decisive, vs smithy-big-money (First Game) ${(100 * l.winShareVsSmithyBigMoney).toFixed(1)}%,` +
        ` rejected ${l.rejectedMoves}, decision p50 ${l.decisionMsP50} ms p99 ${l.decisionMsP99} ms (CPU p99 ${l.decisionCpuMsP99} ms), setup p50 ${l.setupMsP50} ms max ${l.setupMsMax} ms (CPU p50 ${l.setupCpuMsP50} ms max ${l.setupCpuMsMax} ms)`,
    );
    for (const [k, v] of Object.entries({ ...l.winShareBySet, ...l.winShareByRecommended }))
      lines.push(`          vs big-money on ${k}: ${(100 * v).toFixed(1)}%`);
    for (const k of l.worstKingdoms ?? []) {
      const landscapes = [...k.events, ...k.landmarks];
      lines.push(
        `          won ${k.won} lost ${k.lost}: ${k.plan} | ${k.kingdom.join(', ')}${landscapes.length ? ` | ${landscapes.join(', ')}` : ''}`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1]?.endsWith('bench-bots.ts')) runMain(main);
