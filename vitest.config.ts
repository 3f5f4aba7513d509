import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The DynamoDB Local tier needs Java: `npm run test:aws` (vitest.aws.config.ts).
    exclude: ['test/aws/**', '**/node_modules/**'],
    pool: 'threads',
    // A hang guard, not a speed check (benchmarks measure speed): generous for a shared 2-core machine.
    testTimeout: 180_000,
    // The pinned AWS SDK runs on Node 20; its "Node 22 from 2027" notice would repeat per client.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
