// Records the golden games: full bot games whose final state hash every later change must
// reproduce (or bump RULES_VERSION and keep the old behaviour for old games).
// Run: npx tsx test/golden/record.ts   (rewrites test/golden/games/*.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apply, makeConfig, createGame, seedFromString, stateHash } from '../../engine/index.js';
import type { Move, NewGame } from '../../engine/index.js';
import { getBot } from '../../engine/bots/index.js';

interface Spec { name: string; game: NewGame; bots: string[] }

const specs: Spec[] = [
  { name: 'base-first-game-2p', game: { players: ['Ann', 'Ben'], seed: 'golden-1', recommended: 'First Game' }, bots: ['big-money', 'random'] },
  { name: 'base-size-distortion-3p', game: { players: ['Ann', 'Ben', 'Cat'], seed: 'golden-2', recommended: 'Size Distortion' }, bots: ['random', 'smithy-big-money', 'random'] },
  { name: 'intrigue-random-4p-long', game: { players: ['Ann', 'Ben', 'Cat', 'Dan'], seed: 'golden-3', randomFrom: ['base', 'intrigue'] }, bots: ['random', 'random', 'random', 'big-money'] },
  { name: 'empires-random-5p', game: { players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], seed: 'golden-4', randomFrom: ['empires', 'base'], randomLandscapes: 2 }, bots: ['big-money', 'random', 'random', 'random', 'random'] },
  { name: 'mixed-6p', game: { players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'], seed: 'golden-5', randomFrom: ['base', 'intrigue', 'empires'], randomLandscapes: 2 }, bots: ['random', 'big-money', 'random', 'smithy-big-money', 'random', 'random'] },
];

const dir = join(import.meta.dirname, 'games');
mkdirSync(dir, { recursive: true });
for (const spec of specs) {
  const config = makeConfig(spec.game);
  const { state } = createGame(config);
  const rng = seedFromString(`${spec.name}/bots`);
  const moves: Move[] = [];
  while (!state.result && state.turn.number < 400) {
    const player = state.pending[0]!.player;
    const move = getBot(spec.bots[player]!).move(state, player, rng);
    const r = apply(state, move);
    if (!r.ok) throw new Error(`${spec.name}: bot move rejected: ${r.error.message}`);
    moves.push(move);
  }
  const file = { name: spec.name, rulesVersion: config.rulesVersion, config, moves, moveCount: moves.length, finalHash: stateHash(state), result: state.result };
  writeFileSync(join(dir, `${spec.name}.json`), `${JSON.stringify(file)}\n`);
  console.log(`${spec.name}: ${moves.length} moves, ${state.result ? 'finished' : 'turn cap'}, hash ${file.finalHash}`);
}
