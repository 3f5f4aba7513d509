import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The DynamoDB Local tier needs Java: `npm run test:aws` (vitest.aws.config.ts).
    exclude: ['test/aws/**', '**/node_modules/**'],
    pool: 'threads',
    testTimeout: 60_000,
    // The pinned AWS SDK runs on Node 20; its "Node 22 from 2027" notice would repeat per client.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
