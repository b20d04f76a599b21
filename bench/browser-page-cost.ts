// What one page of the built app costs the machine in Debian's Chromium, the way the browser tests open
// pages (decision 075): CPU outside this process (Chromium, from /proc/stat's busy time) and inside it
// (the server and the driver), and the wall time, per page, averaged over --pages loads after two
// warm-ups. Run it on a quiet machine: /proc/stat counts every process.
//
//   npm run build -w @affinia/web && npx tsx bench/browser-page-cost.ts [--pages 12] [--args "--flag …"]
//
// Each way: a fresh context per page (every test's way), with the service worker allowed or blocked,
// with or without waiting for the network to settle; a new tab in one context; a navigation in one tab.
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@affinia/e2e/chromium';
import { startTestServer } from '@affinia/server/testing';
import { ROOT, machineBusyMs } from './harness.js';
import { flag } from './population.js';

const PAGES = Number(flag('pages', '12'));
const EXTRA_ARGS = flag('args', '').split(' ').filter(Boolean);
const WEB_DIST = path.join(ROOT, 'apps/web/dist');

/** Busy CPU seconds of the whole machine so far (harness.ts reads /proc/stat: Linux only). */
function machineBusySeconds(): number {
  const ms = machineBusyMs();
  if (ms === null) throw new Error('this bench reads /proc/stat: Linux only');
  return ms / 1000;
}

type Way = {
  name: string;
  /** The page to load into, and what to do once it is done with. */
  open(browser: Browser): Promise<{ page: Page; done(): Promise<void> }>;
  idle: boolean;
};

function freshContext(serviceWorkers: 'allow' | 'block'): Way['open'] {
  return async (browser) => {
    const context = await browser.newContext({ locale: 'fr-FR', serviceWorkers });
    return { page: await context.newPage(), done: () => context.close() };
  };
}

let shared: BrowserContext | undefined;
let sharedTab: Page | undefined;
const WAYS: Way[] = [
  { name: 'fresh context, network idle awaited', open: freshContext('allow'), idle: true },
  { name: 'fresh context, service worker blocked', open: freshContext('block'), idle: true },
  { name: 'fresh context, worker blocked, no idle wait', open: freshContext('block'), idle: false },
  {
    name: 'new tab in one context',
    open: async (browser) => {
      shared ??= await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
      const page = await shared.newPage();
      return { page, done: () => page.close() };
    },
    idle: false,
  },
  {
    name: 'navigation in one tab',
    open: async (browser) => {
      shared ??= await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
      sharedTab ??= await shared.newPage();
      return { page: sharedTab, done: async () => undefined };
    },
    idle: false,
  },
];

const server = await startTestServer({ env: { WEB_DIST_DIR: WEB_DIST } });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, ...EXTRA_ARGS],
});
try {
  console.log(
    `Chromium ${browser.version()}, ${PAGES} pages per way${EXTRA_ARGS.length ? `, ${EXTRA_ARGS.join(' ')}` : ''}`,
  );
  console.log('| way | CPU outside this process | this process | wall |');
  console.log('|---|---|---|---|');
  for (const way of WAYS) {
    const load = async (i: number) => {
      const { page, done } = await way.open(browser);
      await page.goto(server.url + (i % 2 ? '/faq' : '/'));
      await page.locator('h1').first().waitFor();
      if (way.idle) await page.waitForLoadState('networkidle');
      await done();
    };
    for (let i = 0; i < 2; i++) await load(i);
    const busy = machineBusySeconds();
    const own = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < PAGES; i++) await load(i);
    const ownSeconds = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(own));
    const outside = machineBusySeconds() - busy - ownSeconds;
    const wall = (performance.now() - started) / 1000;
    const each = (seconds: number) => `${(seconds / PAGES).toFixed(2)} s`;
    console.log(`| ${way.name} | ${each(outside)} | ${each(ownSeconds)} | ${each(wall)} |`);
  }
} finally {
  await browser.close();
  await server.close();
}
