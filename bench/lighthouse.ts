// Lighthouse on the public pages (issue "Public pages"): the real server with the built web app on
// 127.0.0.1 (embedded defaults), Debian's Chromium driven by Lighthouse's Node API, mobile profile with
// simulated throttling (Lighthouse's default). Prints per page the four category scores, the paint
// and layout metrics, the JavaScript transferred and the total bytes, and the audits that failed (id
// and title); with --runs N, the median of each figure per page.
//
//   npm run build -w @affinia/web && npx tsx bench/lighthouse.ts [--pages /,/faq,...] [--runs 1]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@affinia/e2e/chromium';
import { ROOT, startServer, stopAll } from './harness.js';
import { flag } from './population.js';

const DEFAULT_PAGES = [
  '/',
  '/faq',
  '/blog/creer-profil-dating-irresistible',
  '/blog',
  '/how-it-works',
  '/about',
  '/terms',
  '/testimonials',
  '/auth',
];
const PAGES = flag('pages', DEFAULT_PAGES.join(',')).split(',');
const RUNS = Number(flag('runs', '1'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
type Row = {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
  failed: string[];
};

/**
 * One Lighthouse run. Chromium sometimes records a trace Lighthouse cannot read (NO_NAVSTART, NO_FCP),
 * a known flake of headless runs: such a run is repeated, up to three times.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

const webDist = path.join(ROOT, 'apps/web/dist/index.html');
if (!existsSync(webDist)) {
  console.error('No built web app: run `npm run build -w @affinia/web` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-lighthouse-'));
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  // No first-run demo population: its background writes would share the CPU with the measured pages.
  const server = await startServer({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_USERS: '0' });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  const diagnostics = new Map<string, Set<string>>();
  for (const page of PAGES) {
    for (let run = 0; run < RUNS; run++) {
      const lhr = await audit(`${server.url}${page}`, chrome.port);
      const auditOf = (id: string) => lhr.audits[id];
      const items = ((auditOf('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ??
        []) as NetworkItem[];
      const bytes = (filter: (item: NetworkItem) => boolean) =>
        items.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
      const failed = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => auditOf(ref.id))
          .filter((a) => a && a.score !== null && a.score < 0.9)
          .map((a) =>
            `${id}: ${a!.id} (${Math.round((a!.score ?? 0) * 100)}) "${a!.title}" ${a!.displayValue ?? ''}`.trim(),
          ),
      );
      // Audits that do not count in the score but say why a metric is what it is (a lazy LCP image,
      // render-blocking requests, unused JavaScript…): listed once per page.
      const notes = diagnostics.get(page) ?? new Set<string>();
      diagnostics.set(page, notes);
      for (const ref of lhr.categories.performance?.auditRefs ?? []) {
        const a = auditOf(ref.id);
        if (ref.weight === 0 && a && a.score !== null && a.score < 0.9) notes.add(`${a.id} "${a.title}"`);
      }
      rows.push({
        page,
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ) as Row['scores'],
        fcpMs: auditOf('first-contentful-paint')?.numericValue ?? NaN,
        lcpMs: auditOf('largest-contentful-paint')?.numericValue ?? NaN,
        tbtMs: auditOf('total-blocking-time')?.numericValue ?? NaN,
        cls: auditOf('cumulative-layout-shift')?.numericValue ?? NaN,
        scriptKb: bytes((item) => item.resourceType === 'Script'),
        totalKb: bytes(() => true),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failed,
      });
    }
  }
  await server.stop();

  const indexes = rows.map((r) => r.benchmarkIndex);
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ` +
      `${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)}, ` +
      `benchmark index ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}`,
  );
  const header =
    'page                                        perf  a11y  b.p.  seo    FCP     LCP    TBT   CLS    JS KB  total KB';
  const line = (r: Omit<Row, 'failed' | 'benchmarkIndex'>) =>
    `${r.page.padEnd(42)} ${CATEGORIES.map((c) => String(r.scores[c]).padStart(5)).join(' ')} ` +
    `${(r.fcpMs / 1000).toFixed(2).padStart(5)} s ${(r.lcpMs / 1000).toFixed(2).padStart(5)} s ` +
    `${r.tbtMs.toFixed(0).padStart(4)} ms ${r.cls.toFixed(3)} ${r.scriptKb.toFixed(1).padStart(7)} ${r.totalKb
      .toFixed(1)
      .padStart(8)}`;
  console.log(header);
  for (const r of rows) console.log(line(r));
  if (RUNS > 1) {
    // Scores vary from run to run on a shared machine (total blocking time above all): the median of
    // each figure on its own.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`\nmedian of ${RUNS} runs\n${header}`);
    for (const page of PAGES) {
      const runs = rows.filter((r) => r.page === page);
      const of = (pick: (r: Row) => number) => median(runs.map(pick));
      console.log(
        line({
          page,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((r) => r.scores[c])])) as Row['scores'],
          fcpMs: of((r) => r.fcpMs),
          lcpMs: of((r) => r.lcpMs),
          tbtMs: of((r) => r.tbtMs),
          cls: of((r) => r.cls),
          scriptKb: of((r) => r.scriptKb),
          totalKb: of((r) => r.totalKb),
        }),
      );
    }
  }
  const failures = rows.filter((r) => r.failed.length > 0);
  if (failures.length > 0) {
    console.log('\naudits below 90 (category: id (score) "title" value):');
    for (const r of failures) for (const failed of r.failed) console.log(`  ${r.page}  ${failed}`);
  }
  console.log('\nperformance diagnostics (no weight in the score):');
  for (const [page, notes] of diagnostics) console.log(`  ${page}  ${[...notes].join(', ') || '-'}`);
  console.log(JSON.stringify(rows.map(({ failed: _failed, ...rest }) => rest)));
} finally {
  await chrome?.kill();
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
