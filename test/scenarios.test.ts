// Runs every rules scenario file under test/scenarios (and SCENARIO_DIR, if set).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from './support/scenario.js';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? jsonFiles(p) : f.endsWith('.json') ? [p] : [];
  });
}

const root = join(import.meta.dirname, 'scenarios');
const dirs = [root, ...(process.env.SCENARIO_DIR ? [process.env.SCENARIO_DIR] : [])];

describe('rules scenarios', () => {
  for (const dir of dirs) {
    for (const file of jsonFiles(dir)) {
      it(relative(root, file), () => {
        expect(runScenario(JSON.parse(readFileSync(file, 'utf8')))).toEqual([]);
      });
    }
  }
});
