// Debian's Chromium driven by playwright-core (nothing downloads a browser here), and axe checks.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

export type LaunchOptions = {
  /**
   * Whether the app's service worker may install in this browser's contexts (default: blocked). On a
   * fresh context, as every test's is, it downloads the whole build to keep it offline: about 0.4 s of
   * Chromium's CPU and 0.3 s of the server's per context (bench/browser-page-cost.ts, decision 075), for
   * nothing a journey looks at. The files about the worker (offline, pushes) allow it; a context can
   * still say `serviceWorkers: 'allow'` itself.
   */
  serviceWorkers?: 'allow' | 'block';
};

/** `extraArgs`: flags a journey needs beyond the machine's (a fake camera fed from a file, say). */
export async function launchBrowser(
  extraArgs: string[] = [],
  { serviceWorkers = 'block' }: LaunchOptions = {},
): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  // Every context this browser opens (newPage opens one too) starts from this default.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options?: BrowserContextOptions) => newContext({ serviceWorkers, ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options?: BrowserContextOptions) => newPage({ serviceWorkers, ...options });
  return browser;
}

/**
 * Waits until React owns the whole page: a prerendered page shows its markup before its code runs, and
 * typing into it before it is hydrated is lost. React marks each element it renders or hydrates with a
 * `__reactFiber$…` property, in document order: the page is live once the root's last element has one.
 * An event to wait on, where the network falling idle for 500 ms ('networkidle') was a wait of its own.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const elements = document.querySelectorAll('#root *');
    const last = elements[elements.length - 1];
    return !!last && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Two animation frames of the page: what it just received has rendered, effects included, is on screen. */
export const twoFrames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** A phone as a browser context sees it (390×844, touch, mobile), for `browser.newContext({ ...PHONE })`. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * Runs axe on the page once its finite animations have ended, and fails on any serious or critical
 * violation. A toast still fading in is half transparent, and axe measures its contrast as such (a
 * flake of the notifications journey under CI's load), so the page is judged as a member reads it.
 */
export async function checkA11y(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  // axe.run in the page itself ("legacy mode"): the default runs axe per frame, then opens a new tab to
  // merge the frames' results, a renderer of its own for every check (about 0.3 s more per check, and
  // Chromium's CPU beside). The app has no frame, cross-origin or other, for that mode to miss.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/** Fails the test on any console error or uncaught page error, which usually means a real bug. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  // Content-Security-Policy violations (even ones the page's code catches, like a probe of eval) are
  // reported as errors too: the app must run under its CSP without tripping it.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}
