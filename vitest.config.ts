import { defineConfig } from 'vitest/config';

// One config, four projects: pure rules, web units, API against a real database, browser journeys.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database; PGlite is CPU-bound, two at a time suits 2 cores.
          maxWorkers: 2,
          // The app's modules load once per worker, not once per file (57 s of 113 s was importing):
          // every file still builds its own app on its own database copy; module-level caches are
          // keyed by database handle. TEST_ISOLATE=1 isolates again, to rule out a leak.
          isolate: process.env.TEST_ISOLATE === '1',
          // Migrates and seeds once per run; each file's database is a copy (apps/api/src/test/db-template.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A page's answer may take longer than a second on a loaded machine: expect.poll waits as long
          // as a locator does (15 s), not vitest's default 1 s.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
