// The top of a V8 CPU profile (`node --cpu-prof`, or BENCH_CPU_PROF=DIR for the bench servers): the
// functions with the most self time, and the project's own functions by inclusive time, so a profile
// can be quoted in docs/benchmarks.md without a browser.
//
//   npx tsx bench/profile-top.ts FILE.cpuprofile [--top 25] [--last SECONDS]
// --last keeps only the profile's last seconds: the load, without the server's start-up.
import { readFileSync } from 'node:fs';
import { flag } from './population.js';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const file = process.argv[2];
if (!file) throw new Error('usage: profile-top.ts FILE.cpuprofile [--top N]');
const TOP = Number(flag('top', '25'));
const LAST = Number(flag('last', '0'));
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const label = (n: Node) => {
  const url = n.callFrame.url.replace(/^file:\/\//, '').replace(/^.*?\/node_modules\//, 'nm/');
  const short = url.replace(/^.*\/(apps|packages)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${short ? `${short}:${n.callFrame.lineNumber + 1}` : ''}`;
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
const times: number[] = [];
profile.timeDeltas.reduce((at, dt, i) => (times[i] = at + dt), 0);
const from = LAST > 0 ? (times.at(-1) ?? 0) - LAST * 1e6 : -Infinity;
profile.samples.forEach((id, i) => {
  if ((times[i] ?? 0) < from) return;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const node = byId.get(id)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + dt);
  // Each function once per sample, however deep the recursion.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const l = label(byId.get(at)!);
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + dt);
  }
});

const idle = [...self].filter(([l]) => l.startsWith('(idle)')).reduce((a, [, t]) => a + t, 0);
const busy = total - idle;
const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
console.log(`${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy time)`);
console.log('\nself time:');
for (const [l, t] of [...self]
  .filter(([l]) => !l.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, TOP)) {
  console.log(`${pct(t)}  ${l}`);
}
console.log('\ninclusive, project code:');
for (const [l, t] of [...inclusive]
  .filter(([l]) => /(apps|packages)\//.test(l) && !l.includes('nm/'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, TOP)) {
  console.log(`${pct(t)}  ${l}`);
}
