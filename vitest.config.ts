import { defineConfig } from 'vitest/config';

// The German zod error map, installed as in the server and the web app (users never see zod's English).
const GERMAN_ZOD_ERRORS = 'packages/shared/src/validation/zod-de.test-setup.ts';

// One `vitest run` covers every project: shared unit tests, server integration tests (PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set), web component tests (jsdom) and the e2e specs (Chromium).
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, which
    // leaves a core idle while a test waits on its database or a server. Two keep both busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Quick unit tests, but a loaded 2-core machine (CI beside other work) can stall one past 5 s.
          testTimeout: 30_000,
          setupFiles: [GERMAN_ZOD_ERRORS],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Component tests render whole pages; on a loaded 2-core machine 5 s (the default) is too tight.
          testTimeout: 30_000,
          setupFiles: [
            GERMAN_ZOD_ERRORS,
            'apps/web/src/testing-library.test-setup.ts',
            // The fake backend (MSW) every component test talks to.
            'apps/web/src/testing/msw.test-setup.ts',
          ],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
