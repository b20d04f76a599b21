// One Vitest run, several projects: pure units, the API on embedded PGlite, the files where the database
// mode matters again on PostgreSQL when TEST_DATABASE_URL is set (CI), and browser journeys in Chromium.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import FacesLastSequencer from './scripts/test-sequencer.mjs';

const serverTests = ['apps/server/**/*.test.ts'];
/**
 * The PostgreSQL project runs the server files that say so in a header line
 * `// Storage: also on PostgreSQL — <why>` (decision 055). PGlite is PostgreSQL: the same SQL gives the
 * same answers, so a second run is for what differs — pooled connections and concurrent transactions,
 * Redis, several processes, a database that goes away — not for every route again.
 */
const ALSO_ON_POSTGRES = /^\/\/ Storage: also on PostgreSQL — /m;
/** Code that runs only on PostgreSQL or Redis: a file holding it that is not marked would never run it. */
const POSTGRES_ONLY_CODE =
  /runIf\(usingPostgres|TEST_DB_MODE === 'postgres'|TEST_REDIS_URL|if \(usingPostgres\(\)\)|usingPostgres\(\) &&/;
const serverTestsAlsoOnPostgres = (readdirSync('apps/server', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
  .map((file) => path.join('apps/server', file))
  .filter((file) => {
    const text = readFileSync(file, 'utf8');
    if (ALSO_ON_POSTGRES.test(text)) return true;
    if (POSTGRES_ONLY_CODE.test(text))
      throw new Error(
        `${file} has code for PostgreSQL or Redis only: mark it "// Storage: also on PostgreSQL — <why>"`,
      );
    return false;
  });
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Polls wait up to 5 s: under CI's load (the projects run side by side on two cores) Vitest's default
// second was not always enough for a page's first render or a queue to settle. Only a failing poll
// waits this long.
const POLL = { poll: { timeout: 5_000 } };
// The browser journeys' polls wait up to 10 s: they now share the two cores with two API runs (decision
// 046), and at a load of 29 a matches page took longer than 5 s to show its first cards. A poll that
// succeeds returns as soon as the page shows it; only a failing one waits this long.
const BROWSER_POLL = { poll: { timeout: 10_000 } };
// A server file's first test pays its server's warm-ups (place data, discover index, models): with three
// test runs on two cores a correct test took 31 s once. A generous bound, only ever reached by a failure.
const SERVER_TEST_TIMEOUT = 60_000;
// A file's set-up starts its servers: under a loaded machine (helpers' tests beside a run) one took over
// 60 s. Bounds only: a set-up that works returns as soon as its server answers.
const HOOK_TIMEOUT = 120_000;
// A journey on a phone, its first page paying the server's and Chromium's warm-ups: 136 s was seen at a
// load average of 30. A bound, never a wait.
const BROWSER_TEST_TIMEOUT = 180_000;
// Migrations run once per run and project, not once per test server (decision 039).
const migrateOnce = ['apps/server/test/migrate-once.ts'];
// The server and browser files run one after another in one reused worker (decision 066): each file no
// longer pays a fresh process, the server's imports and PGlite's WebAssembly compilation (about 6 s of CPU
// per file on this machine). What a file leaves behind is its own bug: every server it starts is closed in
// its afterAll, and no test mocks a module or stubs a global.
// TEST_CPU_PROF=<dir> writes each worker's CPU profile there (10 ms samples), to see where a run's time goes
// (Node refuses --cpu-prof in NODE_OPTIONS).
const ONE_WORKER_REUSED = {
  isolate: false,
  ...(process.env.TEST_CPU_PROF
    ? { execArgv: ['--cpu-prof', `--cpu-prof-dir=${process.env.TEST_CPU_PROF}`, '--cpu-prof-interval=10000'] }
    : {}),
};

/** The same reuse for files that stub globals: Vitest undoes every stubbed global after each test. */
const REUSED_WITH_STUBS = { ...ONE_WORKER_REUSED, unstubGlobals: true };

export default defineConfig({
  test: {
    // Each project's time, printed at the end of the run (issue 32).
    reporters: ['default', './scripts/project-times-reporter.mjs'],
    sequence: { sequencer: FacesLastSequencer },
    projects: [
      // Units and the web app's logic (i18n, API client) reuse their worker too: a fresh module graph per
      // file cost 30 s of the API run's wall for 7 s of tests (10 s reused). Their globals are stubbed where
      // a test needs them, and undone after each test; seven shuffled file orders passed.
      { test: { name: 'unit', include: ['packages/**/*.test.ts'], ...REUSED_WITH_STUBS } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], ...REUSED_WITH_STUBS } },
      {
        test: {
          name: 'server',
          include: serverTests,
          ...ONE_WORKER_REUSED,
          env: { TEST_DB_MODE: 'pglite' },
          globalSetup: migrateOnce,
          testTimeout: SERVER_TEST_TIMEOUT,
          hookTimeout: HOOK_TIMEOUT,
          expect: POLL,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTestsAlsoOnPostgres,
                ...ONE_WORKER_REUSED,
                env: { TEST_DB_MODE: 'postgres' },
                globalSetup: migrateOnce,
                testTimeout: SERVER_TEST_TIMEOUT,
                hookTimeout: HOOK_TIMEOUT,
                expect: POLL,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          ...ONE_WORKER_REUSED,
          globalSetup: migrateOnce,
          testTimeout: BROWSER_TEST_TIMEOUT,
          hookTimeout: BROWSER_TEST_TIMEOUT,
          fileParallelism: false,
          expect: BROWSER_POLL,
        },
      },
    ],
  },
});
