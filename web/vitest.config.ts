import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // A hang guard, not a speed check (vitest's 5 s default is within reach of a rendering test on
    // a loaded 2-core machine).
    testTimeout: 60_000,
  },
});
