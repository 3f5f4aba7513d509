import path from 'node:path';
import type { NextConfig } from 'next';

// The app compiles the engine, the API contract and the token module (engine/, contract/, auth/)
// from the repository, so the build root is the repository, not web/.
const root = path.resolve(import.meta.dirname, '..');

const config: NextConfig = {
  output: 'standalone',
  outputFileTracingRoot: root,
  turbopack: {
    root,
    rules: {
      // Only the repository's own TypeScript (engine/, contract/, auth/, web/), never node_modules.
      '*.ts': {
        condition: { not: 'foreign' },
        loaders: [path.join(import.meta.dirname, 'build/ts-js-extensions.cjs')],
      },
    },
  },
  poweredByHeader: false,
};

export default config;
