// Engine benchmark: full Big Money mirror games per second (2 players, one core) and the time to
// replay a long 4-player game log from scratch, next to a bare hand-written Big Money loop run in
// the same process (the machine's yardstick). `--json` prints one JSON object.
import { performance } from 'node:perf_hooks';
import '../cards/index.js';
import { replay } from '../core/apply.js';
import { makeConfig } from '../core/setup.js';
import type { GameConfig, GameLog } from '../core/types.js';
import { getBot, playBotGame, wanderer } from '../bots/index.js';
import { int, list, parseFlags, runMain } from './args.js';
import { bareBigMoneyGame } from './bare-big-money.js';

/** Base-set Kingdom cards the benchmark always uses, so its numbers stay comparable. */
const BENCH_KINGDOM = ['Cellar', 'Festival', 'Laboratory', 'Market', 'Militia', 'Moat', 'Smithy', 'Throne Room', 'Village', 'Witch'];
/** Cards with many decisions, from base and Intrigue, for the long replayed game. */
const REPLAY_KINGDOM = ['Cellar', 'Courtyard', 'Library', 'Masquerade', 'Militia', 'Minion', 'Pawn', 'Sentry', 'Throne Room', 'Torturer'];
const DEFAULT_REPLAY_MOVES = 2000;

export interface BenchResult {
  simGamesPerSecond: number;
  simGames: number;
  simSeconds: number;
  /** Games per second of this process's CPU time (steadier than wall time on a busy machine). */
  simGamesPerCpuSecond: number;
  /** Games per second of the bare hand-written Big Money loop, measured just after. */
  bareGamesPerSecond: number;
  /** bareGamesPerSecond / simGamesPerSecond: how many times slower the engine is than the bare loop. */
  bareRatio: number;
  replayMoves: number;
  replayMedianMs: number;
  replayRuns: number;
  kingdom: string[];
  replayKingdom: string[];
  node: string;
}

/** Games per second of the bare Big Money loop over `seconds`. */
function bareRate(seconds: number): number {
  let sink = 0;
  for (let i = 0; i < 2000; i++) sink += bareBigMoneyGame(`bare/w${i}`); // warm-up
  let games = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let k = 0; k < 500; k++) sink += bareBigMoneyGame(`bare/${games++}`);
    elapsed = performance.now() - t0;
  }
  if (sink === Infinity) process.stdout.write('');
  return games / (elapsed / 1000);
}

function simRate(config: GameConfig, seconds: number): { games: number; seconds: number; cpuSeconds: number } {
  const bm = getBot('big-money');
  const bots = [bm, bm];
  const play = (i: number) => playBotGame({ config: { ...config, seed: `bench/${i}` }, bots });
  for (let i = 0; i < 300; i++) play(-1 - i); // warm-up
  let games = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let k = 0; k < 50; k++) play(games++);
    elapsed = performance.now() - t0;
  }
  const cpu = process.cpuUsage(c0);
  return { games, seconds: elapsed / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
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

function replayMedian(log: GameLog, runs: number): number {
  for (let i = 0; i < 5; i++) replay(log); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    replay(log);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  return times.length % 2 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2;
}

export function runBench(o: { seconds: number; runs: number; kingdom: string[]; replayKingdom: string[]; replayMoves: number }): BenchResult {
  const config = makeConfig({ players: ['A', 'B'], seed: 'bench', kingdom: o.kingdom });
  const sim = simRate(config, o.seconds);
  const bare = bareRate(Math.max(1, o.seconds / 2));
  const log = longGameLog(o.replayKingdom, o.replayMoves);
  const median = replayMedian(log, o.runs);
  const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    simGamesPerSecond: round(sim.games / sim.seconds, 1),
    simGames: sim.games,
    simSeconds: round(sim.seconds, 3),
    simGamesPerCpuSecond: round(sim.games / sim.cpuSeconds, 1),
    bareGamesPerSecond: round(bare, 1),
    bareRatio: round(bare / (sim.games / sim.seconds), 2),
    replayMoves: log.moves.length,
    replayMedianMs: round(median, 3),
    replayRuns: o.runs,
    kingdom: config.kingdom,
    replayKingdom: log.config.kingdom,
    node: process.version,
  };
}

function main(): void {
  const flags = parseFlags(process.argv.slice(2), ['json']);
  const r = runBench({
    seconds: int(flags, 'seconds', 3, 1, 600),
    runs: int(flags, 'runs', 25, 15, 10_000),
    kingdom: list(flags, 'kingdom') ?? BENCH_KINGDOM,
    replayKingdom: list(flags, 'replay-kingdom') ?? REPLAY_KINGDOM,
    replayMoves: int(flags, 'replay-moves', DEFAULT_REPLAY_MOVES, 1500, 100_000),
  });
  if (flags.get('json') === true) { process.stdout.write(`${JSON.stringify(r)}\n`); return; }
  process.stdout.write([
    `Big Money mirror (2 players): ${r.simGamesPerSecond} games/s (${r.simGames} games in ${r.simSeconds} s; ${r.simGamesPerCpuSecond} per CPU second)`,
    `Bare hand-written Big Money loop: ${r.bareGamesPerSecond} games/s (the engine is ${r.bareRatio}x slower)`,
    `Replay of a ${r.replayMoves}-move 4-player game: median ${r.replayMedianMs} ms over ${r.replayRuns} runs`,
    `Kingdoms: ${r.kingdom.join(', ')} / replay: ${r.replayKingdom.join(', ')}  (Node ${r.node})`,
  ].join('\n') + '\n');
}

if (process.argv[1]?.endsWith('bench.ts')) runMain(main);
