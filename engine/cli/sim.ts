// Bot-vs-bot simulator: plays N games and reports speed, game length and wins per seat.
//   npm run sim -- --games 1000 --players 2 --bots big-money,smithy-big-money [--kingdom A,B,...]
//                  [--recommended NAME] [--sets base,intrigue] [--seed S] [--max-turns 100] [--json]
import { performance } from 'node:perf_hooks';
import '../cards/index.js';
import { makeConfig } from '../setup/setup.js';
import type { GameConfig, SetName } from '../core/types.js';
import { botIds, getBot, playBotGame, type Bot } from '../bots/index.js';
import { int, list, parseFlags, runMain, str } from './args.js';

export interface SimOptions {
  games: number;
  bots: string[];
  kingdom?: string[];
  recommended?: string;
  sets?: SetName[];
  seed: string;
  maxTurns: number;
}

export interface SimResult {
  games: number;
  players: number;
  bots: string[];
  seconds: number;
  gamesPerSecond: number;
  /** Turns taken per player, averaged over the games. */
  averageTurns: number;
  /** "seat:bot" -> games won (a shared win counts for each winner); capped games count for nobody. */
  wins: Record<string, number>;
  /** Games won by more than one player. */
  ties: number;
  /** "seat:bot" -> average final score. */
  averageScores: Record<string, number>;
  /** Games stopped at the turn cap without ending. */
  capped: number;
  maxTurnsPerPlayer: number;
  /** Bot moves the engine rejected (each replaced by a random legal move); should be 0. */
  rejectedMoves: number;
  /** The Kingdom, when every game used the same one. */
  kingdom: string[] | null;
}

export function simulate(o: SimOptions): SimResult {
  const bots: Bot[] = o.bots.map(getBot);
  const n = bots.length;
  const seats = bots.map((b, i) => `${i}:${b.id}`);
  const players = bots.map((b, i) => `${b.id} ${i + 1}`);
  const fixed: GameConfig | null =
    o.kingdom || o.recommended
      ? makeConfig({ players, seed: o.seed, kingdom: o.kingdom, recommended: o.recommended })
      : null;
  const wins: Record<string, number> = {};
  const scoreSum: number[] = new Array<number>(n).fill(0);
  for (const k of seats) wins[k] = 0;
  let ties = 0,
    capped = 0,
    rejected = 0,
    turns = 0;
  const t0 = performance.now();
  for (let i = 0; i < o.games; i++) {
    const seed = `${o.seed}/${i}`;
    const config = fixed ? { ...fixed, seed } : makeConfig({ players, seed, randomFrom: o.sets });
    const g = playBotGame({ config, bots, maxTurnsPerPlayer: o.maxTurns });
    rejected += g.rejected.length;
    let t = 0;
    for (const pl of g.state.players) t += pl.turnsTaken;
    turns += t / n;
    const result = g.state.result;
    if (!result) {
      capped++;
      continue;
    }
    for (let p = 0; p < n; p++) scoreSum[p] += result.scores[p];
    for (const w of result.winners) wins[seats[w]]++;
    if (result.winners.length > 1) ties++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const finished = o.games - capped;
  const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
  const averageScores: Record<string, number> = {};
  seats.forEach((k, p) => {
    averageScores[k] = finished ? round(scoreSum[p] / finished, 2) : 0;
  });
  return {
    games: o.games,
    players: n,
    bots: bots.map((b) => b.id),
    seconds: round(seconds, 3),
    gamesPerSecond: round(o.games / Math.max(seconds, 1e-9), 1),
    averageTurns: round(o.games ? turns / o.games : 0, 2),
    wins,
    ties,
    averageScores,
    capped,
    maxTurnsPerPlayer: o.maxTurns,
    rejectedMoves: rejected,
    kingdom: fixed ? fixed.kingdom : null,
  };
}

export function formatSim(r: SimResult): string {
  const lines = [
    `${r.games} games, ${r.players} players, in ${r.seconds} s (${r.gamesPerSecond} games/s)`,
    `Kingdom: ${r.kingdom ? r.kingdom.join(', ') : 'random each game'}`,
    `Average turns per player: ${r.averageTurns}`,
  ];
  const finished = r.games - r.capped;
  for (const [seat, won] of Object.entries(r.wins)) {
    const pct = finished ? ((100 * won) / finished).toFixed(1) : '0.0';
    lines.push(
      `  seat ${seat.padEnd(22)} wins ${String(won).padStart(6)} (${pct}%)  average score ${r.averageScores[seat]}`,
    );
  }
  lines.push(`Shared wins (ties): ${r.ties}`);
  if (r.capped > 0)
    lines.push(`${r.capped} game(s) hit the cap of ${r.maxTurnsPerPlayer} turns per player and were not scored.`);
  if (r.rejectedMoves > 0)
    lines.push(`${r.rejectedMoves} bot move(s) were rejected by the engine (replaced by random legal moves).`);
  return lines.join('\n');
}

const USAGE = `Usage: npm run sim -- --games N --players P --bots ${botIds().join(',')}
  [--kingdom A,B,...] [--recommended NAME] [--sets base,intrigue,empires] [--seed S] [--max-turns 100] [--json]`;

function main(): void {
  const flags = parseFlags(
    process.argv.slice(2),
    ['json', 'help'],
    ['games', 'players', 'bots', 'kingdom', 'recommended', 'sets', 'seed', 'max-turns'],
  );
  if (flags.has('help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const botIds = list(flags, 'bots') ?? ['big-money'];
  const players = int(flags, 'players', botIds.length > 1 ? botIds.length : 2, 2, 6);
  if (botIds.length !== 1 && botIds.length !== players)
    throw new Error(`--bots lists ${botIds.length} bots for ${players} players.\n${USAGE}`);
  const r = simulate({
    games: int(flags, 'games', 100, 1, 10_000_000),
    bots: botIds.length === 1 ? new Array<string>(players).fill(botIds[0]) : botIds,
    kingdom: list(flags, 'kingdom'),
    recommended: str(flags, 'recommended'),
    sets: list(flags, 'sets') as SetName[] | undefined,
    seed: str(flags, 'seed') ?? 'sim',
    maxTurns: int(flags, 'max-turns', 100, 1, 10_000),
  });
  process.stdout.write(flags.get('json') === true ? `${JSON.stringify(r)}\n` : `${formatSim(r)}\n`);
}

if (process.argv[1]?.endsWith('sim.ts')) runMain(main);
