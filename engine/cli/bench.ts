// Engine benchmark: full Big Money mirror games per second (2 players, one core) and the time to
// replay a long 4-player game log from scratch (1,500 moves, the goal's figure, and a longer one),
// next to a bare hand-written Big Money loop run in the same process (the machine's yardstick).
// The engine and the bare loop run in alternating slices, so a machine that gets busier or quieter
// during the run slows both alike and the ratio stays meaningful. `--json` prints one JSON object.
import { performance } from 'node:perf_hooks';
import '../cards/index.js';
import { replay } from '../core/apply.js';
import { makeConfig } from '../setup/setup.js';
import type { GameConfig, GameLog } from '../core/types.js';
import { getBot, playBotGame, wanderer } from '../bots/index.js';
import { int, list, parseFlags, runMain } from './args.js';
import { bareBigMoneyGame } from './bare-big-money.js';
import { BENCH_KINGDOM, REPLAY_KINGDOM } from './bench-kingdoms.js';

const DEFAULT_REPLAY_MOVES = 1500;
const LONG_REPLAY_MOVES = 2000;
/** Length of one slice of the alternating engine / bare-loop measurement. */
const SLICE_MS = 100;

export interface BenchResult {
  simGamesPerSecond: number;
  simGames: number;
  simSeconds: number;
  /** Games per second of this process's CPU time (steadier than wall time on a busy machine). */
  simGamesPerCpuSecond: number;
  /** Games per second of the bare hand-written Big Money loop, measured in slices between the engine's. */
  bareGamesPerSecond: number;
  /** bareGamesPerSecond / simGamesPerSecond: how many times slower the engine is than the bare loop. */
  bareRatio: number;
  /** The goal's name for `bareRatio` (goal: at most 10). */
  ratioToBare: number;
  /** The bare loop's games per CPU second of this process, in its slices. */
  bareGamesPerCpuSecond: number;
  /**
   * bareGamesPerCpuSecond / simGamesPerCpuSecond: the ratio by CPU time. On a loaded machine the
   * wall-time ratio moves with how the scheduler shares the slices out; this one moves far less.
   */
  bareRatioCpu: number;
  replayMoves: number;
  replayMedianMs: number;
  /** The goal's name for `replayMedianMs` at its default 1,500 moves of a 4-player game (goal: at most 1 ms); null for another length. */
  replay4p1500MedianMs: number | null;
  /** The same for a longer log (the first `longReplayMoves` moves of the same kind of game). */
  longReplayMoves: number;
  longReplayMedianMs: number;
  replayRuns: number;
  kingdom: string[];
  replayKingdom: string[];
  node: string;
}

interface Rates {
  simGames: number;
  simMs: number;
  simCpuSeconds: number;
  bareGames: number;
  bareMs: number;
  bareCpuSeconds: number;
}

/**
 * Big Money mirror games of the engine and of the bare loop, in alternating slices over about
 * `seconds` (two thirds of the time for the engine): games played and time spent by each.
 */
function measureRates(config: GameConfig, seconds: number): Rates {
  const bm = getBot('big-money');
  const bots = [bm, bm];
  const play = (i: number) => playBotGame({ config: { ...config, seed: `bench/${i}` }, bots });
  let sink = 0;
  for (let i = 0; i < 300; i++) play(-1 - i); // warm-up
  for (let i = 0; i < 2000; i++) sink += bareBigMoneyGame(`bare/w${i}`);
  const r: Rates = { simGames: 0, simMs: 0, simCpuSeconds: 0, bareGames: 0, bareMs: 0, bareCpuSeconds: 0 };
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const c0 = process.cpuUsage();
    let t0 = performance.now();
    let t = t0;
    while (t - t0 < SLICE_MS * 2) {
      for (let k = 0; k < 20; k++) play(r.simGames++);
      t = performance.now();
    }
    const cpu = process.cpuUsage(c0);
    r.simMs += t - t0;
    r.simCpuSeconds += (cpu.user + cpu.system) / 1e6;
    const bareC0 = process.cpuUsage();
    t0 = t;
    while (t - t0 < SLICE_MS) {
      for (let k = 0; k < 200; k++) sink += bareBigMoneyGame(`bare/${r.bareGames++}`);
      t = performance.now();
    }
    r.bareMs += t - t0;
    const bareCpu = process.cpuUsage(bareC0);
    r.bareCpuSeconds += (bareCpu.user + bareCpu.system) / 1e6;
  }
  if (sink === Infinity) process.stdout.write('');
  return r;
}

/**
 * The first `moves` moves of a long 4-player game, the same every run. A game in progress is
 * what the server replays most (to resume it), so the log need not reach the game's end.
 */
export function longGameLog(kingdom: string[], moves = DEFAULT_REPLAY_MOVES): GameLog {
  const bots = [wanderer, wanderer, wanderer, wanderer];
  const base = makeConfig({ players: ['P1', 'P2', 'P3', 'P4'], seed: 'bench-replay', kingdom });
  for (let k = 0; k < 100; k++) {
    const config = { ...base, seed: `bench-replay/${k}` };
    const g = playBotGame({ config, bots, recordMoves: true, maxMoves: moves, maxTurnsPerPlayer: 1000 });
    if (g.moves.length >= moves) return { config, moves: g.moves };
  }
  throw new Error(`No game of ${moves} moves in 100 tries: try fewer --replay-moves or another --replay-kingdom.`);
}

/** Warm-up of the replays before any is timed: at least this long and this many runs of each log. */
const REPLAY_WARMUP_MS = 500;
const REPLAY_WARMUP_RUNS = 20;

/**
 * The median replay time of each log. The logs take turns (a run of one, a run of the other), after
 * a warm-up of at least REPLAY_WARMUP_MS: timed straight after the simulation, the first runs also
 * paid for its garbage and the compiler's work, and the shorter log, timed first, often came out
 * slower than the longer one.
 */
function replayMedians(logs: readonly GameLog[], runs: number): number[] {
  const warmUntil = performance.now() + REPLAY_WARMUP_MS;
  for (let i = 0; i < REPLAY_WARMUP_RUNS || performance.now() < warmUntil; i++) for (const log of logs) replay(log);
  const times = logs.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    logs.forEach((log, k) => {
      const t0 = performance.now();
      replay(log);
      times[k].push(performance.now() - t0);
    });
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    const mid = t.length >> 1;
    return t.length % 2 ? t[mid] : (t[mid - 1] + t[mid]) / 2;
  });
}

export function runBench(o: {
  seconds: number;
  runs: number;
  kingdom: string[];
  replayKingdom: string[];
  replayMoves: number;
}): BenchResult {
  const config = makeConfig({ players: ['A', 'B'], seed: 'bench', kingdom: o.kingdom });
  const r = measureRates(config, o.seconds);
  const simRate = r.simGames / (r.simMs / 1000);
  const bareRate = r.bareGames / (r.bareMs / 1000);
  const longMoves = Math.max(LONG_REPLAY_MOVES, o.replayMoves);
  const longLog = longGameLog(o.replayKingdom, longMoves);
  // The shorter log is the start of the longer one: the same game, cut at the goal's length.
  const log = { config: longLog.config, moves: longLog.moves.slice(0, o.replayMoves) };
  const [median, longMedian] = replayMedians([log, longLog], o.runs) as [number, number];
  const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    simGamesPerSecond: round(simRate, 1),
    simGames: r.simGames,
    simSeconds: round(r.simMs / 1000, 3),
    simGamesPerCpuSecond: round(r.simGames / r.simCpuSeconds, 1),
    bareGamesPerSecond: round(bareRate, 1),
    bareRatio: round(bareRate / simRate, 2),
    ratioToBare: round(bareRate / simRate, 2),
    bareGamesPerCpuSecond: round(r.bareGames / r.bareCpuSeconds, 1),
    bareRatioCpu: round(r.bareGames / r.bareCpuSeconds / (r.simGames / r.simCpuSeconds), 2),
    replayMoves: log.moves.length,
    replayMedianMs: round(median, 3),
    replay4p1500MedianMs: log.moves.length === DEFAULT_REPLAY_MOVES ? round(median, 3) : null,
    longReplayMoves: longLog.moves.length,
    longReplayMedianMs: round(longMedian, 3),
    replayRuns: o.runs,
    kingdom: config.kingdom,
    replayKingdom: log.config.kingdom,
    node: process.version,
  };
}

function main(): void {
  const flags = parseFlags(
    process.argv.slice(2),
    ['json'],
    ['kingdom', 'replay-kingdom', 'replay-moves', 'runs', 'seconds'],
  );
  const r = runBench({
    seconds: int(flags, 'seconds', 4, 1, 600),
    runs: int(flags, 'runs', 51, 15, 10_000),
    kingdom: list(flags, 'kingdom') ?? BENCH_KINGDOM,
    replayKingdom: list(flags, 'replay-kingdom') ?? REPLAY_KINGDOM,
    replayMoves: int(flags, 'replay-moves', DEFAULT_REPLAY_MOVES, 1500, 100_000),
  });
  if (flags.get('json') === true) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    return;
  }
  process.stdout.write(
    [
      `Big Money mirror (2 players): ${r.simGamesPerSecond} games/s (${r.simGames} games in ${r.simSeconds} s; ${r.simGamesPerCpuSecond} per CPU second)`,
      `Bare hand-written Big Money loop: ${r.bareGamesPerSecond} games/s (the engine is ${r.bareRatio}x slower; by CPU time ${r.bareRatioCpu}x)`,
      `Replay of a ${r.replayMoves}-move 4-player game: median ${r.replayMedianMs} ms over ${r.replayRuns} runs (${r.longReplayMoves} moves: ${r.longReplayMedianMs} ms)`,
      `Kingdoms: ${r.kingdom.join(', ')} / replay: ${r.replayKingdom.join(', ')}  (Node ${r.node})`,
    ].join('\n') + '\n',
  );
}

if (process.argv[1]?.endsWith('bench.ts')) runMain(main);
