import { defineConfig } from 'vitest/config';

// The AWS-emulator tier (`npm run test:aws`): DynamoDB Local (Java) with streams and TTL. Kept out
// of the default run, which needs no Java; CI runs it right after `npm test`.
export default defineConfig({
  test: {
    include: ['test/aws/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
