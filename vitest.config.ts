// One Vitest run, several projects: pure units, the API on embedded PGlite, the same API suite on
// PostgreSQL when TEST_DATABASE_URL is set (CI), and browser journeys in Debian's Chromium.
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Polls wait up to 5 s: under CI's load (the projects run side by side on two cores) Vitest's default
// second was not always enough for a page's first render or a queue to settle. Only a failing poll
// waits this long.
const POLL = { poll: { timeout: 5_000 } };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/**/*.test.ts'] } },
      // The web app's logic (i18n, API client): plain modules, globals stubbed where a test needs them.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'server',
          include: serverTests,
          env: { TEST_DB_MODE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: POLL,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                env: { TEST_DB_MODE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                expect: POLL,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: POLL,
        },
      },
    ],
  },
});
