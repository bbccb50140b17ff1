import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time: on a two-core machine the default is one, which leaves a core idle
    // while a file waits on PostgreSQL. The browser journeys still run one at a time, after the
    // rest (`fileParallelism: false` puts them in a group of their own).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        // The lint rules that carry the architecture, each shown to fire on a violation.
        test: {
          name: 'lint',
          include: ['lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Work a test waits for in the background (a webhook, a job) can take over the default
          // second while the whole suite shares two cores.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A browser waits on real work (image compression, uploads, API calls) that takes
          // seconds on a loaded two-core machine; one second is too short a default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
