import { createRequire } from 'node:module';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

// Node loads graphql's CommonJS build (it has no `exports`), while Vite would pick its `module`
// build for our sources: two copies, and "Cannot use GraphQLSchema from another realm". Pin one.
const shared: Pick<ViteUserConfig, 'resolve'> = {
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
};

/** Test files that replace a module (`vi.mock`): run apart, so that the replacement reaches no other file. */
export const REPLACING_MODULES = ['tests/api/guarded-fetch.test.ts'];

const server = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    // Two cores: one worker per core keeps PGlite start-up and Chromium from starving each other.
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        test: {
          ...server,
          name: 'server',
          include: ['tests/api/**/*.test.ts', 'tests/lint/**/*.test.ts', 'bff/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: REPLACING_MODULES,
          // A worker keeps the modules it loaded from one file to the next: each file starts its own
          // app on its own database, and loading the server's code afresh for each took half the time.
          isolate: false,
        },
      },
      {
        ...shared,
        test: { ...server, name: 'server-isolated', include: REPLACING_MODULES, isolate: true },
      },
      {
        ...shared,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          isolate: false,
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
