// Start-up time of a built checkout: from launching the command to the first 200 from /readyz,
// for `npm start` (build-stamp check, then the server) and for `node apps/server/dist/main.js`, on an
// empty DATA_DIR (first run: migrations, first-run demo population started in the background) and on
// one that already holds a database. Also the time until the first-run demo population is complete.
// Usage: npm run bench:startup (builds first if the checkout is stale, like npm start).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, freePort } from './harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

type Sample = { readyMs: number; demoMs: number | null; cpuMs: number | null };

/** CPU time (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function startOnce(command: string[], dataDir: string, waitForDemo: boolean): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let demoMs: number | null = null;
  let output = '';
  const demoDone = new Promise<void>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (demoMs === null && output.includes('demo population created')) {
        demoMs = performance.now() - started;
        resolve();
      }
    });
  });
  child.stderr!.on('data', () => {});
  let readyMs = 0;
  let cpuMs: number | null = null;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      readyMs = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  // Only meaningful when the command is the server itself (npm start runs it as a grandchild).
  cpuMs = command[0] === process.execPath ? cpuMsOf(child.pid!) : null;
  if (waitForDemo) await Promise.race([demoDone, new Promise((r) => setTimeout(r, 60_000))]);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  return { readyMs, demoMs, cpuMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function measure(label: string, command: string[], fresh: boolean) {
  const samples: Sample[] = [];
  const kept = mkdtempSync(path.join(tmpdir(), 'affinia-startup-'));
  if (!fresh) await startOnce(command, kept, true);
  for (let i = 0; i < RUNS; i++) {
    const dir = fresh ? mkdtempSync(path.join(tmpdir(), 'affinia-startup-')) : kept;
    samples.push(await startOnce(command, dir, fresh));
    if (fresh) rmSync(dir, { recursive: true, force: true });
  }
  rmSync(kept, { recursive: true, force: true });
  const ready = samples.map((s) => s.readyMs);
  const demo = samples.flatMap((s) => (s.demoMs === null ? [] : [s.demoMs]));
  const cpu = samples.flatMap((s) => (s.cpuMs === null ? [] : [s.cpuMs]));
  console.log(
    `| ${label} | ${Math.round(median(ready))} ms | ${Math.round(Math.max(...ready))} ms | ${
      cpu.length ? `${Math.round(median(cpu))} ms` : '—'
    } | ${demo.length ? `${(median(demo) / 1000).toFixed(1)} s` : '—'} |`,
  );
}

// Build what is stale once, outside the measurement, as the first `npm start` of a checkout would.
const build = spawnSync(
  process.execPath,
  ['-e', "import('./scripts/build-stamp.mjs').then(m => process.exit(m.staleTargets().length))"],
  {
    cwd: ROOT,
  },
);
if (build.status !== 0) {
  console.error('The checkout is not built (or is stale): run `npm start` once, then this benchmark.');
  process.exit(1);
}
console.log(
  `Start-up to the first 200 from /readyz, median and worst of ${RUNS} runs (default 300 demo people); ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${availableParallelism()} cores:\n`,
);
console.log('| command | median | worst | server CPU until ready | demo population complete |');
console.log('|---|---|---|---|---|');
await measure('`npm start`, empty DATA_DIR (first run)', ['npm', 'start', '--silent'], true);
await measure('`npm start`, existing DATA_DIR', ['npm', 'start', '--silent'], false);
await measure('`node apps/server/dist/main.js`, empty DATA_DIR', [process.execPath, 'apps/server/dist/main.js'], true);
await measure(
  '`node apps/server/dist/main.js`, existing DATA_DIR',
  [process.execPath, 'apps/server/dist/main.js'],
  false,
);
