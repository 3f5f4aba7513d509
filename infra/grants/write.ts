// `npm run grants`: recomputes what each deployed function reaches (reach.ts) and writes
// grants/reached.json, the file the CDK app grants from. Prints what changed, function by function.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { computeReached, REACHED_FILE, reachedJson, type Reached } from './reach.js';

const before: Reached = existsSync(REACHED_FILE) ? (JSON.parse(readFileSync(REACHED_FILE, 'utf8')) as Reached) : {};
const after = computeReached();
writeFileSync(REACHED_FILE, reachedJson(after));
const changed = Object.keys({ ...before, ...after }).filter(
  (fn) => JSON.stringify(before[fn]) !== JSON.stringify(after[fn]),
);
console.log(changed.length === 0 ? 'reached.json: unchanged' : `reached.json: changed for ${changed.join(', ')}`);
