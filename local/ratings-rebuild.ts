// `npm run ratings:rebuild [-- --data <dir>]`: recomputes every rating from the rated games' logs
// (lambdas/ratings/rebuild.ts) on the local data `npm start` keeps (default .data/dynamodb; stop
// `npm start` first: the data folder takes one process). Prints what it rebuilt as JSON; a corrupt
// log stops it with the game named, and nothing written.
import path from 'node:path';
import { startLocal } from './runtime.js';
import { repoRoot } from './stack.js';
import { rebuildRatings } from '../lambdas/ratings/rebuild.js';
import { parseFlags, runMain, str } from '../engine/cli/args.js';

runMain(async () => {
  const flags = parseFlags(process.argv.slice(2), [], ['data']);
  const dataDir = path.resolve(repoRoot, str(flags, 'data') ?? '.data/dynamodb');
  const local = await startLocal({ dataDir });
  try {
    console.log(JSON.stringify(await rebuildRatings(local.ctx)));
  } finally {
    await local.close();
  }
});
