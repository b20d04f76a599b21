// One Vitest run, several projects: pure units, the API on embedded PGlite, the same API suite on
// PostgreSQL when TEST_DATABASE_URL is set (CI), and browser journeys in Debian's Chromium.
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
          // A page waits on the server and the browser at once; under CI's load (both server projects
          // run beside it) one second was not always enough for a first render. Only a failing poll
          // waits this long.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
