// `npm test`: builds the web app, then runs every Vitest project — units, the API on embedded PGlite,
// the files where the database mode matters again on PostgreSQL when TEST_DATABASE_URL is set (decision
// 055), and the browser journeys in Chromium.
// Two Vitest processes run side by side (decisions 039, 046 and 048), one worker each: the API suites
// (units, PGlite, then PostgreSQL) and the browser journeys. They share nothing a test counts: the
// journeys' servers use in-memory PGlite and limits, and only the PostgreSQL project's tests use the
// run's Redis. So the journeys wait on what the page shows, never on a clock.
// Extra arguments go to every run. Each run prints its projects' times and five slowest files; the
// total comes last.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const projects = ['--project', 'unit', '--project', 'web', '--project', 'server'];
const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) console.log('TEST_DATABASE_URL is not set: the API suite runs on embedded PGlite only.');

let browser = false;
if (existsSync(chromium)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@affinia/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  browser = true;
} else if (process.env.CI) {
  console.error(`Chromium not found at ${chromium}: CI must run the browser tests (apt-get install chromium).`);
  process.exit(1);
} else {
  console.warn(`\nChromium not found at ${chromium}: browser tests skipped (sudo apt-get install chromium).\n`);
}

/**
 * One Vitest run. With a `prefix`, each of its lines is written with it, so the two runs' output stays
 * readable when interleaved; without, it writes to the terminal directly.
 */
function vitest(name, args, prefix) {
  const runStarted = performance.now();
  // Arguments that pick files pick them in one run: the other then has none, which is no failure.
  const extra = process.argv.length > 2 ? ['--passWithNoTests', ...process.argv.slice(2)] : [];
  const child = spawn('npx', ['vitest', 'run', ...args, ...extra], {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    if (!from) continue;
    let pending = '';
    from.setEncoding('utf8');
    from.on('data', (text) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) to.write(`${prefix}${line}\n`);
    });
    from.on('end', () => pending && to.write(`${prefix}${pending}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ name, ok: code === 0, signal, ms: performance.now() - runStarted }));
  });
}

// The faces the models find in each test picture, kept for this run only (apps/server/test/face-fixtures.ts,
// decision 046): a picture the PGlite project analysed is not analysed again by the PostgreSQL one.
const facesCache = mkdtempSync(path.join(tmpdir(), 'affinia-faces-'));
process.env.AFFINIA_FACES_CACHE_DIR = facesCache;

// Two runs on two cores: the API suites (PGlite, then PostgreSQL, one worker) beside the browser journeys.
// A third run of its own for PostgreSQL (decision 046) nearly doubled the journeys' time: they are the
// longest run, and three processes on two cores slowed them most.
if (postgres) projects.push('--project', 'server-postgres');
const runs = [vitest('API and units', projects)];
if (browser) runs.push(vitest('browser', ['--project', 'e2e'], '[e2e] '));
const results = await Promise.all(runs);
rmSync(facesCache, { recursive: true, force: true });

console.log('\nTest runs:');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(18)} ${seconds(r.ms).padStart(9)}  ${r.ok ? 'passed' : `FAILED${r.signal ? ` (${r.signal})` : ''}`}`,
  );
console.log(`  ${'npm test'.padEnd(18)} ${seconds(performance.now() - started).padStart(9)}  (web build included)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
