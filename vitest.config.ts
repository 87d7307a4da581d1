import { defineConfig } from 'vitest/config';

// One run for every workspace. Node tests share real PostgreSQL, NATS and Redis; each test file
// isolates itself (own database, event namespace and Redis prefix), so files run in parallel.
const containers = {
  test: {
    name: 'containers',
    environment: 'node',
    include: ['infra/containers/test/**/*.test.ts'],
    globalSetup: ['infra/containers/test/global-setup.ts'],
    testTimeout: 10 * 60_000,
    hookTimeout: 60 * 60_000,
    fileParallelism: false,
  },
};

export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'contracts/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'infra/*/test/**/*.test.ts',
            'scripts/test/**/*.test.ts',
            'deploy/*/test/**/*.test.ts',
          ],
          exclude: ['infra/containers/**', '**/node_modules/**'],
          globalSetup: ['scripts/test-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['scripts/test-global-setup.ts', 'e2e/global-setup.ts'],
          setupFiles: ['e2e/support/system-log-on-failure.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      // `npm run test:containers` only, never in `npm test`: the compose system on podman.
      ...(process.env.CONTAINER_TEST === '1' ? [containers] : []),
    ],
  },
});
