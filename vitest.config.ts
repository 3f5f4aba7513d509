import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The test tiers, each a vitest project, decided here by folder and by the `.int.` suffix:
//   `npm run test:fast`  engine*, property:quick and server (then web's unit*): no dynalite, no
//                        Chromium, no `next build`, no `npm start`
//   `npm test`           every project below but property:quick (property runs the full counts)
//   `npm run test:aws`   DynamoDB Local (Java): vitest.aws.config.ts
const INT = '**/*.int.test.ts';
const ENV = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const ENGINE = ['test/engine', 'test/scenarios', 'test/golden'];
// Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The fast
// tier's projects use every core; the others keep the default (Chromium and dynalite are heavy).
// Projects with different worker counts run in different groups (vitest requires it): the fast
// tier's first (groupOrder 0), then the rest (1).
const CORES = availableParallelism();

/** Test files under `dirs` that register cards, piles or sets of their own (the registry is module state). */
function registering(dirs: string[]): string[] {
  const files = dirs.flatMap((d) => readdirSync(d, { recursive: true, encoding: 'utf8' }).map((f) => join(d, f)));
  return files.filter((f) => f.endsWith('.test.ts') && /\bregister[A-Z]\w*\(/.test(readFileSync(f, 'utf8')));
}
const OWN_CARDS = registering(ENGINE);
const SERVER = ['test/lambdas/**/*.test.ts', 'test/auth/**/*.test.ts', 'test/contract/**/*.test.ts'];

export default defineConfig({
  test: {
    pool: 'threads',
    // A hang guard, not a speed check (benchmarks measure speed): generous for a shared 2-core machine.
    testTimeout: 180_000,
    // The pinned AWS SDK runs on Node 20; its "Node 22 from 2027" notice would repeat per client.
    env: ENV,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ENGINE.map((d) => `${d}/**/*.test.ts`),
          exclude: OWN_CARDS,
          // Pure code with no mocks or globals: one module graph per worker, not one per file.
          isolate: false,
          maxWorkers: CORES,
          sequence: { groupOrder: 0 },
        },
      },
      // A test that registers cards of its own gets a fresh registry, and leaves the others theirs.
      {
        extends: true,
        test: { name: 'engine:own-cards', include: OWN_CARDS, maxWorkers: CORES, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'property',
          include: ['test/property/**/*.test.ts'],
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // The same property tests on fewer random games (random-games: 100 of 1,000), fast tier only.
          name: 'property:quick',
          include: ['test/property/**/*.test.ts'],
          isolate: false,
          maxWorkers: CORES,
          sequence: { groupOrder: 0 },
          env: { ...ENV, PROPERTY_GAMES: '100', LEGAL_GAMES: '6', ANSWER_GAMES: '3', NONINTERFERENCE_RUNS: '50' },
        },
      },
      // The server on the in-memory store (the store's contract holds it to the DynamoDB store).
      // No mocks, and each test starts its own runtime: one module graph per worker is enough, once
      // the mail the SES emulator caught (module state) is cleared before each file.
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER,
          exclude: [INT],
          isolate: false,
          maxWorkers: CORES,
          sequence: { groupOrder: 0 },
          setupFiles: ['test/support/fresh-mail.ts'],
        },
      },
      // Dynalite in-process: DynamoDB behaviour, races, conditions, the AWS handlers.
      {
        extends: true,
        test: {
          name: 'int',
          include: ['test/**/*.int.test.ts'],
          exclude: ['test/aws/**', 'test/e2e/**', 'test/rehearsal/**'],
          sequence: { groupOrder: 1 },
        },
      },
      // The local runtime: `npm start`'s ports and processes.
      {
        extends: true,
        test: { name: 'local', include: ['test/local/**/*.test.ts'], exclude: [INT], sequence: { groupOrder: 1 } },
      },
      // Chromium against a `next build` of the site.
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], sequence: { groupOrder: 1 } } },
      {
        extends: true,
        test: { name: 'rehearsal', include: ['test/rehearsal/**/*.test.ts'], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
