// Bot-vs-bot simulations pinned by seed: the engine's speed work (quiet games, fast paths, cheaper
// set-up) must not change a single shuffle or move. Each case plays a game with fixed seeds and
// compares its move count, winner and the hash of its final state with what the engine did before
// that work; the money bots, `random` and `wanderer` are the fixed strategies (the kingdom-playing
// levels change as they improve, so they are not pinned here). If a pin moves, a change altered
// how games play out: find out why before touching the figure.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGame, makeConfig, replay, stateHash } from '../../../engine/index.js';
import { getBot, playBotGame, wanderer, type Bot } from '../../../engine/bots/index.js';
import type { GameConfig } from '../../../engine/index.js';
import { BENCH_KINGDOM, REPLAY_KINGDOM } from '../../../engine/cli/bench-kingdoms.js';

interface Pin {
  label: string;
  config: GameConfig;
  bots: Bot[];
  maxMoves?: number;
  expected: string;
}

const bm = getBot('big-money');
const smithy = getBot('smithy-big-money');
const random = getBot('random');

// The games are pinned at rules version 3, the version they were recorded under: a later version
// is recorded in the state (so in its hash) and may play differently by design.
const pinned = (c: GameConfig): GameConfig => ({ ...c, rulesVersion: 3 });

function pins(): Pin[] {
  const bench = pinned(makeConfig({ players: ['A', 'B'], seed: 'bench', kingdom: BENCH_KINGDOM }));
  const firstGame = pinned(makeConfig({ players: ['A', 'B'], seed: 'x', recommended: 'First Game' }));
  const out: Pin[] = [];
  const benchHashes = [
    '228 moves, won by 0 45:41, 0719e9f648e560',
    '159 moves, won by 1 37:40, 045ea399cd275c',
    '130 moves, won by 0 30:27, 13b6ba9917450e',
    '171 moves, won by 1 40:40, 1b3dbfd0a6fb8a',
  ];
  for (let i = 0; i < benchHashes.length; i++) {
    out.push({
      label: `big-money mirror bench/${i}`,
      config: { ...bench, seed: `bench/${i}` },
      bots: [bm, bm],
      expected: benchHashes[i],
    });
  }
  const smithyHashes = [
    '160 moves, won by 0 47:36, 03c5c07087aedb',
    '150 moves, won by 1 37:42, 163979e8a95636',
    '188 moves, won by 0 48:37, 0c0c7cb09f640b',
  ];
  for (let i = 0; i < smithyHashes.length; i++) {
    out.push({
      label: `smithy-big-money vs big-money pin/${i}`,
      config: { ...firstGame, seed: `pin/${i}` },
      bots: [smithy, bm],
      expected: smithyHashes[i],
    });
  }
  out.push({
    label: 'wanderer x4, 600 moves of the replay kingdom',
    config: pinned(makeConfig({ players: ['P1', 'P2', 'P3', 'P4'], seed: 'pin/wander', kingdom: REPLAY_KINGDOM })),
    bots: [wanderer, wanderer, wanderer, wanderer],
    maxMoves: 600,
    expected: '600 moves, in progress, 1632b29d604520',
  });
  const allSets = [
    ['pin/all-1', '445 moves, won by 2 12:3:95, 1c734ee5c476cd'],
    ['pin/all-2', '412 moves, won by 2 17:15:103, 1de9bf37cb63b4'],
  ] as const;
  for (const [i, [seed, expected]] of allSets.entries()) {
    out.push({
      label: `random x3 over all sets with Events and Landmarks ${i}`,
      config: pinned(
        makeConfig({
          players: ['A', 'B', 'C'],
          seed,
          randomFrom: ['base', 'intrigue', 'empires'],
          randomLandscapes: 2,
        }),
      ),
      bots: [random, wanderer, bm],
      maxMoves: 1500,
      expected,
    });
  }
  return out;
}

/** What a pin compares: moves, how it ended, the final state's hash. */
function outcome(p: Pin): string {
  const g = playBotGame({ config: p.config, bots: p.bots, maxMoves: p.maxMoves, recordMoves: true });
  // Replaying the recorded moves from scratch must reach the very same state.
  expect(stateHash(replay({ config: p.config, moves: g.moves }))).toBe(stateHash(g.state));
  const r = g.state.result;
  const ended = r ? `won by ${r.winners.join('+')} ${r.scores.join(':')}` : 'in progress';
  return `${g.moveCount} moves, ${ended}, ${stateHash(g.state)}`;
}

describe('simulations pinned by seed', () => {
  for (const p of pins()) {
    it(p.label, () => {
      expect(outcome(p)).toBe(p.expected);
    });
  }

  it('300 Big Money mirror games of the benchmark: the same wins, ties, moves and final states', () => {
    const config = pinned(makeConfig({ players: ['A', 'B'], seed: 'bench', kingdom: BENCH_KINGDOM }));
    const tally = { first: 0, second: 0, shared: 0, moves: 0, digest: '' };
    const states = createHash('sha256');
    for (let i = 0; i < 300; i++) {
      const g = playBotGame({ config: { ...config, seed: `tally/${i}` }, bots: [bm, bm] });
      const w = g.state.result!.winners;
      if (w.length > 1) tally.shared++;
      else if (w[0] === 0) tally.first++;
      else tally.second++;
      tally.moves += g.moveCount;
      states.update(stateHash(g.state));
    }
    tally.digest = states.digest('hex').slice(0, 16);
    expect(tally).toEqual({ first: 147, second: 135, shared: 18, moves: 45971, digest: 'caca62dad262ce17' });
  });

  it('a game started twice from one config is the same state (set-up is deterministic)', () => {
    const config = makeConfig({
      players: ['A', 'B', 'C', 'D'],
      seed: 'pin/setup',
      randomFrom: ['empires'],
      randomLandscapes: 2,
    });
    expect(stateHash(createGame(config).state)).toBe(stateHash(createGame(config, { quiet: true }).state));
  });
});
