// What a browser journey file shares: the real server with the built web app, and one Chromium. Started
// before its tests and stopped after them, the browser first; if Chromium cannot start, the server
// started for it is stopped again.
import type { Browser } from 'playwright-core';
import type { TestServerOptions } from '../../apps/server/test/test-server.js';
import { launchBrowser, type LaunchOptions } from './browser.js';
import { startAppServer, type AppServer } from './server.js';

export type Journey = { app: AppServer; browser: Browser };

export async function startJourney(
  options?: TestServerOptions,
  browserArgs: string[] = [],
  launch: LaunchOptions = {},
): Promise<Journey> {
  const app = await startAppServer(options);
  try {
    return { app, browser: await launchBrowser(browserArgs, launch) };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** Safe after a failed start: whatever is undefined was never started. */
export async function stopJourney({ app, browser }: Partial<Journey>): Promise<void> {
  await browser?.close();
  await app?.close();
}
