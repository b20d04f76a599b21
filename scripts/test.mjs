// `npm test`: builds the web app, then runs every Vitest project — units, the API on embedded PGlite,
// the same API suite on PostgreSQL when TEST_DATABASE_URL is set, and the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, env = process.env) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const projects = ['--project', 'unit', '--project', 'web', '--project', 'server'];
if (process.env.TEST_DATABASE_URL) projects.push('--project', 'server-postgres');
else console.log('TEST_DATABASE_URL is not set: the API suite runs on embedded PGlite only.');

if (existsSync(chromium)) {
  run('npm', ['run', 'build', '-w', '@affinia/web']);
  projects.push('--project', 'e2e');
} else if (process.env.CI) {
  console.error(`Chromium not found at ${chromium}: CI must run the browser tests (apt-get install chromium).`);
  process.exit(1);
} else {
  console.warn(`\nChromium not found at ${chromium}: browser tests skipped (sudo apt-get install chromium).\n`);
}

run('npx', ['vitest', 'run', ...projects, ...process.argv.slice(2)]);
