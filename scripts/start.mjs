// `npm start`: builds only what is missing or stale (build stamps, scripts/build-stamp.mjs), then runs
// the server as `node apps/server/dist/main.js` (with server-flags.mjs's flags), passing signals on and exiting with its code. A built
// checkout starts without building anything; PUBLIC_ORIGIN is applied by the server at run time, so the
// build never depends on it and several processes can serve one build under different origins.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, TARGETS, staleTargets, writeStamp } from './build-stamp.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const LOCK = path.join(ROOT, 'node_modules', '.cache', 'affinia-build.lock');
/** A lock older than this was left by a killed build. */
const STALE_LOCK_MS = 15 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One build at a time per checkout: a second `npm start` waits, then finds the stamps fresh. */
async function withBuildLock(work) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (let announced = false; ;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      if (!announced) console.log('Another `npm start` is building this checkout; waiting for it…');
      announced = true;
      await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

async function buildWhatIsStale() {
  if (staleTargets().length === 0) return;
  await withBuildLock(async () => {
    for (const { target, hash } of staleTargets()) {
      console.log(`Building ${target} (sources changed or never built)…`);
      const result = spawnSync('npm', ['run', 'build', '-w', TARGETS[target].workspace], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
      writeStamp(target, hash);
    }
  });
}

await buildWhatIsStale();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
