// How long a process takes to get the gazetteer (decision 042 and its place cache): cold (the places
// derived from the packages, then cached) and warm (read from the cache), each in a fresh process,
// several runs, medians. CPU is the process's own (user + system); RSS after a full GC.
// Usage: npx tsx --expose-gc bench/place-load.ts [--runs 5]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

type Run = { load: number; index: number; cpu: number; rssMiB: number; heapMiB: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function child(mode: string, dir: string) {
  const { Gazetteer, gazetteerCacheKey, keysOf, loadPlaceData, loadPlaceDataCached, retiredPlaces } =
    await import('@affinia/server/places');
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const rss0 = process.memoryUsage().rss;
  const heap0 = process.memoryUsage().heapUsed;
  const key = gazetteerCacheKey();
  const cpu0 = process.cpuUsage();
  const times: number[] = [];
  // In a function, so that what the gazetteer does not keep (the cached keys) is garbage at the GC below.
  const build = () => {
    const t0 = performance.now();
    // "uncached" is the code before the cache: derive, then the gazetteer normalises every name itself.
    const data =
      mode === 'uncached'
        ? { ...loadPlaceData(), keys: undefined }
        : loadPlaceDataCached({ build: loadPlaceData, keysOf, code: [], dirs: [dir], key });
    const t1 = performance.now();
    const built = new Gazetteer(data.places, data.aliases, retiredPlaces, data.keys);
    times.push(t1 - t0, performance.now() - t1);
    return built;
  };
  const gazetteer = build();
  const cpu = process.cpuUsage(cpu0);
  gc?.();
  const run: Run = {
    load: times[0]!,
    index: times[1]!,
    cpu: (cpu.user + cpu.system) / 1000,
    rssMiB: (process.memoryUsage().rss - rss0) / 2 ** 20,
    heapMiB: (process.memoryUsage().heapUsed - heap0) / 2 ** 20,
  };
  if (gazetteer.places.length === 0) throw new Error('no places');
  process.stdout.write(JSON.stringify(run));
}

async function main() {
  const at = process.argv.indexOf('--runs');
  const runs = at > 0 ? Number(process.argv[at + 1]) : 5;
  const dir = mkdtempSync(join(tmpdir(), 'place-load-'));
  const results: Record<string, Run[]> = { uncached: [], cold: [], warm: [] };
  const spawn = (mode: string) =>
    JSON.parse(
      execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, '--child', mode, dir], {
        encoding: 'utf8',
      }),
    ) as Run;
  try {
    for (let r = 0; r < runs; r++) {
      results.uncached!.push(spawn('uncached'));
      rmSync(dir, { recursive: true, force: true });
      results.cold!.push(spawn('cold'));
      results.warm!.push(spawn('warm'));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${runs} runs each, medians (ms, MiB):`);
  for (const [mode, list] of Object.entries(results)) {
    const m = (k: keyof Run) => median(list.map((x) => x[k])).toFixed(0);
    console.log(
      `${mode.padEnd(9)} load ${m('load')}  index ${m('index')}  total CPU ${m('cpu')}  RSS +${m('rssMiB')}  heap +${m('heapMiB')}`,
    );
  }
}

const c = process.argv.indexOf('--child');
if (c > 0) await child(process.argv[c + 1]!, process.argv[c + 2]!);
else await main();
