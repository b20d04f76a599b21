// The installable app (issue 16 part D) in Chromium against the real server and build: the web
// manifest and its icons, the service worker registering, a public page and the app shell opening
// offline after a first visit, no /api answer ever kept by the worker, and the "push" switches of the
// dashboard's notifications section asking for the permission and subscribing this browser with the
// server's key. axe runs on that section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { checkA11y, collectPageErrors } from './support/browser.js';
import { startJourney, stopJourney, type Journey } from './support/journey.js';
import { createMember, openAs } from './support/members.js';

let journey: Journey;
let baseUrl: string;

beforeAll(async () => {
  // The service worker is this file's subject (browser.ts blocks it elsewhere).
  journey = await startJourney(undefined, [], { serviceWorkers: 'allow' });
  baseUrl = journey.app.baseUrl;
});
afterAll(async () => {
  await stopJourney(journey ?? {});
});

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Resolves once the service worker of the page's origin is active (its install, the caching, done). */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });

/** Every URL the service worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

describe('web manifest', () => {
  it('is linked from every page, served, valid, with 192 and 512 icons (any and maskable) that exist', async () => {
    const res = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Affinia',
      short_name: 'Affinia',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#be123c',
      background_color: '#faf8f8',
    });
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        const icon = manifest.icons.find(
          (i: { sizes: string; purpose: string }) => i.sizes === `${size}x${size}` && i.purpose === purpose,
        );
        expect(icon, `${purpose} ${size}`).toBeDefined();
        const file = await fetch(baseUrl + icon.src);
        expect(file.headers.get('content-type')).toBe('image/png');
        expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual({ width: size, height: size });
      }
    }
    for (const path of ['/', '/faq', '/auth']) {
      const html = await (await fetch(baseUrl + path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
  });
});

describe('service worker', () => {
  it('registers, and a public page and the app shell open offline after the first visit', async () => {
    const context = await journey.browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.goto(`${baseUrl}/`);
      expect(await workerReady(page)).toBe(`${baseUrl}/sw.js`);
      const worker = await fetch(`${baseUrl}/sw.js`);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(await cachedUrls(page)).toEqual(expect.arrayContaining(['/', '/faq', '/index.html']));

      await context.setOffline(true);
      // A page never opened online: it comes from what the worker kept at its install.
      await page.goto(`${baseUrl}/faq`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Questions fréquentes');
      await page.goto(`${baseUrl}/how-it-works`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      // An app route opens on the cached shell, and the router takes it (here to the sign-in page).
      await page.goto(`${baseUrl}/auth`);
      await expect.poll(() => page.getByRole('button', { name: 'Se connecter', exact: true }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('never keeps an /api answer, even for a signed-in member', async () => {
    const me = await createMember(baseUrl, 'Inès', 'femme');
    const tab = await openAs(journey.browser, baseUrl, me, '/dashboard/notifications');
    try {
      await workerReady(tab.page);
      // Controlled from the first load on (clients.claim), the section's API calls pass through the worker.
      await tab.page.reload();
      await expect.poll(() => tab.page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await tab.page.getByRole('heading', { name: 'Notifications sur cet appareil' }).waitFor();
      const urls = await cachedUrls(tab.page);
      expect(urls.length).toBeGreaterThan(20);
      expect(urls.filter((u) => u.startsWith('/api'))).toEqual([]);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

describe('push switches', () => {
  it('ask for the permission, then subscribe this browser with the server’s key', async () => {
    const me = await createMember(baseUrl, 'Chloé', 'femme');
    const tab = await openAs(journey.browser, baseUrl, me, '/dashboard/notifications');
    const { page, context } = tab;
    try {
      await context.grantPermissions(['notifications'], { origin: baseUrl });
      await workerReady(page);
      const section = page.getByRole('region', { name: 'Notifications sur cet appareil' });
      const matchSwitch = section.getByRole('switch', { name: 'Nouveaux matchs' });
      await matchSwitch.waitFor();
      // The member wants match pushes (the default), but this browser is not subscribed yet: off here.
      expect(await matchSwitch.getAttribute('aria-checked')).toBe('false');
      await checkA11y(page);

      const keyRequest = page.waitForRequest((r) => r.url().endsWith('/api/notifications/push-key'));
      await matchSwitch.click();
      // The permission is granted, so the app goes on to fetch the server's key and subscribe with it.
      await keyRequest;
      const rows = async () =>
        (
          (await journey.app.server.app.database.db.execute(
            sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${me.user.id}`,
          )) as unknown as { rows: { endpoint: string }[] }
        ).rows;
      const failed = page.getByText('Impossible d’activer les notifications dans ce navigateur');
      await expect
        .poll(
          async () => (await failed.count()) + ((await matchSwitch.getAttribute('aria-checked')) === 'true' ? 1 : 0),
        )
        .toBe(1);
      // Chromium refuses the Push API in its incognito-like test profiles (crbug.com/41124656): then the
      // member is told, the switch stays off and nothing is stored; with a push service, it is stored.
      if (await failed.count()) {
        expect(await matchSwitch.getAttribute('aria-checked')).toBe('false');
        expect(await rows()).toEqual([]);
        expect(tab.errors.filter((e) => !/Push API in incognito mode/.test(e))).toEqual([]);
      } else {
        expect(await rows()).toHaveLength(1);
        expect(tab.errors).toEqual([]);
      }
    } finally {
      await tab.close();
    }
  });

  it('say so when notifications are blocked in the browser', async () => {
    const me = await createMember(baseUrl, 'Léa', 'femme');
    const tab = await openAs(journey.browser, baseUrl, me, '/dashboard/notifications');
    const { page, context } = tab;
    try {
      // The member answers "Block" to the browser's prompt.
      await context.addInitScript(() => {
        Notification.requestPermission = async () => 'denied';
      });
      await page.reload();
      await workerReady(page);
      const section = page.getByRole('region', { name: 'Notifications sur cet appareil' });
      await section.getByRole('switch', { name: 'Nouveaux messages' }).click();
      await expect
        .poll(() => page.getByText('Notifications refusées : autorisez-les dans les réglages du navigateur').count())
        .toBe(1);
      expect(await section.getByRole('switch', { name: 'Nouveaux messages' }).getAttribute('aria-checked')).toBe(
        'false',
      );
      await checkA11y(page);
    } finally {
      await tab.close();
    }
  });

  it('show what a push carries, through the service worker (delivered by DevTools, as its Push button does)', async () => {
    const context = await journey.browser.newContext({ locale: 'fr-FR' });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.goto(`${baseUrl}/`);
      await workerReady(page);
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; isDeleted: boolean }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBe(1);
      const push = (data: string) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin: baseUrl,
          registrationId: registrations.find((r) => !r.isDeleted)!.registrationId,
          data,
        });
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data as unknown,
          })),
        );
      // The payload the server sends (push-service.ts), as the browser decrypts it.
      await push(
        JSON.stringify({
          title: 'Nouveau message de Camille',
          body: 'Ouvrez la conversation pour le lire.',
          url: '/chat/4b0c6f0e-8a53-4a57-9a53-3f1f6f4f2a10',
          tag: 'chat:4b0c6f0e-8a53-4a57-9a53-3f1f6f4f2a10',
        }),
      );
      await expect.poll(shown).toEqual([
        {
          title: 'Nouveau message de Camille',
          body: 'Ouvrez la conversation pour le lire.',
          tag: 'chat:4b0c6f0e-8a53-4a57-9a53-3f1f6f4f2a10',
          data: { url: '/chat/4b0c6f0e-8a53-4a57-9a53-3f1f6f4f2a10' },
        },
      ]);
      // A payload naming another site opens the dashboard instead; an unreadable one still shows. One
      // after the other, each waited for: two pushes delivered back to back once left one unshown (CI).
      const titles = async () => (await shown()).map((n) => [n.title, (n.data as { url: string }).url]);
      await push(JSON.stringify({ title: 'Piège', url: 'https://evil.example/phish', tag: 'x' }));
      await expect.poll(titles, { timeout: 10_000 }).toContainEqual(['Piège', '/dashboard']);
      await push('pas du JSON');
      await expect.poll(titles, { timeout: 10_000 }).toEqual(
        expect.arrayContaining([
          ['Piège', '/dashboard'],
          ['Affinia', '/dashboard'],
        ]),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
