import { createRequire } from 'node:module';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

// Node loads graphql's CommonJS build (it has no `exports`), while Vite would pick its `module`
// build for our sources: two copies, and "Cannot use GraphQLSchema from another realm". Pin one.
const shared: Pick<ViteUserConfig, 'resolve'> = {
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
};

export default defineConfig({
  test: {
    // Two cores: one worker per core keeps PGlite start-up and Chromium from starving each other.
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        test: {
          name: 'server',
          include: ['tests/api/**/*.test.ts', 'tests/lint/**/*.test.ts', 'bff/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // What a person waits for on a loaded two-core machine (a lazily loaded screen, a
          // search): a poll gives it as long as a locator's wait, not 1 s. Timing checks set their own.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
