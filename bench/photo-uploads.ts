// Worst-case photo uploads against the real server in its own process: N members each upload one
// photo built to cost as much as possible to decode, all at the same moment, while a probe keeps asking
// `GET /api/profile/me` (token check + database read) to see whether other requests still answer.
// Prints the server's resident memory (VmRSS sampled every 20 ms, and the kernel's peak VmHWM), the
// answers' statuses, the uploads' wall time and the probe's latencies.
//
//   npx tsx bench/photo-uploads.ts [--uploads 8] [--files png16-40mp,png8-25mp,jpeg-25mp]
//                                  [--db pglite|postgres] [--server-dir apps/server]
//   PostgreSQL: BENCH_DATABASE_URL's server (a throw-away database is created and dropped), so the
//   server's memory is the app's alone, without the embedded database's.
//
// `--server-dir` runs another checkout's server (e.g. the code before a change, extracted with
// `git archive <commit> apps packages | tar -x -C /tmp/before` and `ln -s $PWD/node_modules /tmp/before/`).
// Each file kind runs against a fresh server, so one kind's peak does not hide another's.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { ROOT, freePort, postgresDatabase, registerMember, waitFor, type ThrowAwayDatabase } from './harness.js';
import { flag, percentile } from './population.js';

const UPLOADS = Number(flag('uploads', '8'));
const SERVER_DIR = path.resolve(flag('server-dir', path.join(ROOT, 'apps/server')));
const KINDS = flag('files', 'png16-40mp,png8-25mp,jpeg-25mp').split(',');
const DB = flag('db', 'pglite');

/**
 * The files: interlaced PNGs cannot be decoded in strips (every pass covers the whole picture), so
 * libvips holds the whole image in memory; RGBA at 16 bits is 8 bytes a pixel. Flat colour keeps them
 * far under the 10 MB upload limit: what they cost is in the header, not in the bytes sent.
 */
async function worstCase(kind: string): Promise<Buffer> {
  const flat = (side: number) =>
    sharp({ create: { width: side, height: side, channels: 4, background: { r: 200, g: 90, b: 120, alpha: 0.9 } } });
  switch (kind) {
    case 'png16-40mp': // accepted before the change (40 MP ceiling, any depth), refused from its header after
      return flat(6320).toColourspace('rgb16').png({ progressive: true, compressionLevel: 9 }).toBuffer();
    case 'png8-25mp': // the worst the server still accepts after the change
      return flat(5000).png({ progressive: true, compressionLevel: 9 }).toBuffer();
    case 'jpeg-25mp': // a phone-like photo at the ceiling, progressive (whole-image coefficient buffers)
      return flat(5000).flatten().jpeg({ progressive: true, quality: 95 }).toBuffer();
    default:
      throw new Error(`unknown file kind ${kind}`);
  }
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
function memoryOf(pid: number): { rssKb: number; hwmKb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

async function startServer(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_REGISTER_PER_IP: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child);
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function run(kind: string) {
  const file = await worstCase(kind);
  const meta = await sharp(file).metadata();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-bench-photos-'));
  const database: ThrowAwayDatabase | null = DB === 'postgres' ? await postgresDatabase() : null;
  const server = await startServer(dataDir, database?.url);
  try {
    const tokens = await Promise.all(
      Array.from({ length: UPLOADS + 1 }, (_, i) => registerMember(server.url, `photo-${i}`)),
    );
    const probeToken = tokens.pop()!;
    // Start-up (migrations, the gazetteer) has its own peak: reset the kernel's high-water mark first.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const baseline = memoryOf(server.pid);

    let sampling = true;
    let maxRssKb = baseline.rssKb;
    const sampler = (async () => {
      while (sampling) {
        maxRssKb = Math.max(maxRssKb, memoryOf(server.pid).rssKb);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const probeTimes: number[] = [];
    let probeFailures = 0;
    let uploading = true;
    const probe = (async () => {
      while (uploading) {
        const t = performance.now();
        const res = await fetch(`${server.url}/api/profile/me`, { headers: { authorization: `Bearer ${probeToken}` } });
        await res.arrayBuffer();
        if (res.status === 200) probeTimes.push(performance.now() - t);
        else probeFailures += 1;
        await new Promise((r) => setTimeout(r, 25));
      }
    })();

    const started = performance.now();
    const statuses = await Promise.all(
      tokens.map(async (token) => {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'worst.png');
        const res = await fetch(`${server.url}/api/profile/photos`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const wall = performance.now() - started;
    uploading = false;
    await probe;
    sampling = false;
    await sampler;
    const after = memoryOf(server.pid);

    const count = new Map<number, number>();
    for (const s of statuses) count.set(s, (count.get(s) ?? 0) + 1);
    const sorted = [...probeTimes].sort((a, b) => a - b);
    console.log(
      `${kind} (${meta.width}×${meta.height}, ${meta.depth}, ${meta.channels} channels, ` +
        `${(file.length / 1024).toFixed(0)} KB) × ${UPLOADS} at once`,
    );
    console.log(
      `  answers: ${[...count].map(([s, n]) => `${n}× ${s}`).join(', ')}; all answered in ${(wall / 1000).toFixed(2)} s`,
    );
    console.log(
      `  server memory: before ${mb(baseline.rssKb)}, highest sampled ${mb(maxRssKb)}, ` +
        `kernel peak (VmHWM) ${mb(after.hwmKb)}, after ${mb(after.rssKb)}`,
    );
    console.log(
      `  GET /api/profile/me meanwhile: ${sorted.length} answered (${probeFailures} failed), ` +
        `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, ` +
        `max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `server: ${path.relative(ROOT, SERVER_DIR) || SERVER_DIR}, database ${DB}; load average ${loadavg()[0]!.toFixed(1)}`,
);
for (const kind of KINDS) await run(kind);
console.log(`load average after: ${loadavg()[0]!.toFixed(1)}`);
