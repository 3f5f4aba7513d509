import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The web app's test tiers, each a vitest project, decided here by the `.int.` suffix and by what a
// file does: `unit` and `unit:isolated` are the fast tier (`npm run test:fast`), `int` needs dynalite.
const INT = 'test/**/*.int.test.{ts,tsx}';

// vi.mock, or a window, document or navigator property set by hand and not given back.
const REPLACES =
  /\bvi\.(do)?[mM]ock\(|\b(window|document|navigator|globalThis)\.[\w.]+\s*=(?!=)|Object\.defineProperty\((window|document|navigator|globalThis)\b/;

/** Test files that replace modules or globals: each gets its own module graph and DOM. */
function replacing(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f));
  return files.filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('.int.') && REPLACES.test(readFileSync(f, 'utf8')));
}
const ISOLATED = replacing('test');
// Vitest's default is one worker fewer than the cores (one on a 2-core machine): the unit tier uses every core.
const CORES = availableParallelism();

export default defineConfig({
  resolve: {
    alias: {
      '@engine': path.resolve(import.meta.dirname, '../engine'),
      '@contract': path.resolve(import.meta.dirname, '../contract'),
      '@auth': path.resolve(import.meta.dirname, '../auth'),
      '@': import.meta.dirname,
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    // A hang guard, not a speed check (vitest's 5 s default is within reach of a rendering test on
    // a loaded 2-core machine).
    testTimeout: 60_000,
    projects: [
      // Rendering and pure modules: one module graph and one DOM per worker (setup.ts cleans the DOM).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [INT, ...ISOLATED],
          isolate: false,
          maxWorkers: CORES,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'unit:isolated', include: ISOLATED, maxWorkers: CORES, sequence: { groupOrder: 0 } },
      },
      // Projects with different worker counts run in different groups (vitest requires it): unit first.
      { extends: true, test: { name: 'int', include: [INT], sequence: { groupOrder: 1 } } },
    ],
  },
});
