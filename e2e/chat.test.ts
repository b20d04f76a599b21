// Browser journey of the chat (spec sections 2, 4, 5, 8 and issue 5) in Chromium against the real server
// and the built web app: two members of a match in two browser contexts. A message from one reaches the
// other's open chat without a reload; an HTML payload renders as text and runs nothing; Enter sends and
// a blank message does not; an opener fills the composer when the AI offers some (issue 35); the
// header's unmatch, confirmed in an accessible dialog, sends both away; a report offers to end the
// match at once; axe checks the empty and the filled conversation. On a phone (issue 35 item 7): a
// message written offline survives leaving the chat and a reload "En attente", and is delivered once
// when the connection returns, the chat recovering by itself; one the screening flags on its way out
// asks "Es-tu sûr(e) ?" then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import type { Me } from '@affinia/contract';
import { apiClient, newUser } from '../apps/server/test/test-server.js';
import { createMatch } from '../apps/server/test/fixtures.js';
import { messages } from '../apps/server/src/db/schema.js';
import { MESSAGES_PAGE_MAX } from '@affinia/contract';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { PHONE, checkA11y, collectPageErrors } from './support/browser.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

type Session = { id: string; token: string; user: Me; email: string; password: string; name: string };

async function member(name: string, location: string): Promise<Session> {
  const body = newUser({ name, location });
  const res = await apiClient(app.baseUrl).post('/api/auth/register', { json: body });
  expect(res.status).toBe(201);
  const user = res.data.user as Me;
  return { id: user.id, token: res.data.token as string, user, email: body.email, password: body.password, name };
}

/** A French browser tab already signed in (token and user in local storage, as the app stores them). */
async function openAs(session: Session, path: string, { phone = false, offline = false } = {}) {
  const context = await browser.newContext({
    locale: 'fr-FR',
    ...(phone ? PHONE : { viewport: { width: 1000, height: 900 } }),
    // Offline, the app's code comes from its service worker (blocked by default in these tests).
    ...(offline ? { serviceWorkers: 'allow' as const } : {}),
  });
  await context.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const dialogs: string[] = [];
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(app.baseUrl + path);
  return { page, context, errors, dialogs, notFound, close: () => context.close() };
}

/**
 * No console or page error, except the browser's own line for a 404 of the openers while the AI module
 * is not wired (the page then shows no suggestions, silently, by design).
 */
function expectNoErrors(tab: { errors: string[]; notFound: string[] }) {
  expect(tab.notFound.filter((path) => !path.endsWith('/starters'))).toEqual([]);
  expect(tab.errors.filter((e) => !(tab.notFound.length > 0 && e.includes('404 (Not Found)')))).toEqual([]);
}

const log = (page: Page) => page.getByRole('log');
const input = (page: Page) => page.getByLabel('Votre message');
const bubble = (page: Page, text: string) => log(page).locator('li').filter({ hasText: text });

/**
 * Holds the page's reads of a conversation's messages (its 3 s refresh) until `release`: a message that
 * shows meanwhile came through the live stream. No clock is raced; the reads go on afterwards.
 */
async function holdRefresh(page: Page, matchId: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const isRefresh = (url: URL) => url.pathname === `/api/chat/${matchId}/messages`;
  await page.route(isRefresh, (route) =>
    route.request().method() === 'GET' ? void held.push(route) : route.continue(),
  );
  return async () => {
    await page.unroute(isRefresh);
    // A held refresh the page gave up on meanwhile (a newer one replaced it) is already settled.
    await Promise.all(
      held.map((route) =>
        route.continue().catch((error: Error) => {
          if (!error.message.includes('already handled')) throw error;
        }),
      ),
    );
  };
}

async function messageCount(session: Session, matchId: string): Promise<number> {
  const res = await apiClient(app.baseUrl).get(`/api/chat/${matchId}/messages`, { token: session.token });
  expect(res.status).toBe(200);
  return (res.data as unknown[]).length;
}

describe('chat', () => {
  it('delivers live between two members, shows text literally, and unmatch sends both away', async () => {
    const alice = await member('Alice Martin', 'Paris, France');
    const bruno = await member('Bruno Petit', 'Lyon, France');
    const matchId = await createMatch(app.server, alice, bruno);
    const starters = await apiClient(app.baseUrl).get(`/api/chat/${matchId}/starters`, { token: alice.token });

    const a = await openAs(alice, `/chat/${matchId}`);
    const b = await openAs(bruno, `/chat/${matchId}`);
    try {
      // Header: the partner's name, location and the way back; the empty state.
      await expect.poll(() => a.page.getByRole('heading', { level: 1, name: 'Bruno' }).count()).toBe(1);
      await expect.poll(() => a.page.getByText('Lyon, France').count()).toBe(1);
      expect(await a.page.getByRole('link', { name: 'Retour à mes matchs' }).getAttribute('href')).toBe('/matches');
      await expect.poll(() => a.page.getByText('Démarrez la conversation !').count()).toBe(1);
      await expect.poll(() => b.page.getByRole('heading', { level: 1, name: 'Alice' }).count()).toBe(1);
      expect(await log(a.page).getAttribute('aria-live')).toBe('polite');
      await checkA11y(a.page);

      // Blank or whitespace-only: nothing is sent, by Enter or by the (disabled) button.
      await input(a.page).fill('    ');
      await input(a.page).press('Enter');
      expect(await a.page.getByRole('button', { name: 'Envoyer' }).isDisabled()).toBe(true);
      await a.page.waitForTimeout(300);
      expect(await messageCount(alice, matchId)).toBe(0);

      let openerText: string | null = null;
      if (starters.status === 200) {
        // The AI offers openers: clicking one puts it in the focused composer, sent only when I say so.
        openerText = (starters.data as { suggestions: string[] }).suggestions[0]!;
        const opener = a.page.getByRole('button', { name: openerText, exact: true });
        await expect.poll(() => opener.count()).toBe(1);
        await opener.click();
        await expect.poll(() => input(a.page).inputValue()).toBe(openerText);
        expect(await input(a.page).evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await messageCount(alice, matchId)).toBe(0);
        await input(a.page).press('Enter');
        await expect.poll(() => bubble(a.page, openerText!).count()).toBe(1);
      }

      // Enter sends; the field empties; my message sits on the right with an hh:mm time.
      const releaseB = await holdRefresh(b.page, matchId);
      await input(a.page).fill('Bonjour Bruno, ça va ?');
      await input(a.page).press('Enter');
      await expect.poll(() => bubble(a.page, 'Bonjour Bruno, ça va ?').count()).toBe(1);
      // The field empties once the send is acknowledged, which can land a frame after the bubble shows.
      await expect.poll(() => input(a.page).inputValue()).toBe('');
      expect(await bubble(a.page, 'Bonjour Bruno, ça va ?').getAttribute('data-own')).toBe('true');
      expect(await bubble(a.page, 'Bonjour Bruno, ça va ?').locator('time').innerText()).toMatch(/^\d{2}:\d{2}$/);

      // B sees it without reloading, on the left, through the live stream: B's refresh is held meanwhile.
      await expect.poll(() => bubble(b.page, 'Bonjour Bruno, ça va ?').count()).toBe(1);
      await releaseB();
      expect(await bubble(b.page, 'Bonjour Bruno, ça va ?').getAttribute('data-own')).toBe('false');

      // An HTML payload is shown as text on both sides and runs nothing; A gets it live too.
      const payload = '<img src=x onerror=alert(1)>';
      const releaseA = await holdRefresh(a.page, matchId);
      await input(b.page).fill(payload);
      await b.page.getByRole('button', { name: 'Envoyer' }).click();
      await expect.poll(() => bubble(b.page, payload).count()).toBe(1);
      await expect.poll(() => bubble(a.page, payload).count()).toBe(1);
      await releaseA();
      expect(await log(a.page).locator('img').count()).toBe(0);
      expect(await log(b.page).locator('img').count()).toBe(0);
      await a.page.waitForTimeout(300);
      expect(a.dialogs).toEqual([]);
      expect(b.dialogs).toEqual([]);
      expect(await messageCount(alice, matchId)).toBe(openerText ? 3 : 2);

      await checkA11y(a.page);
      expectNoErrors(a);
      expectNoErrors(b);

      // Unmatch from the header: a labelled modal dialog; Escape closes it and focus goes back.
      const menuButton = a.page.getByRole('button', { name: 'Options de sécurité pour Bruno' });
      await menuButton.click();
      await a.page.getByRole('button', { name: 'Retirer le match', exact: true }).click();
      const dialog = a.page.getByRole('dialog', { name: 'Retirer le match avec Bruno ?' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      await checkA11y(a.page);
      await a.page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await messageCount(alice, matchId)).toBeGreaterThan(0);

      await menuButton.click();
      await a.page.getByRole('button', { name: 'Retirer le match', exact: true }).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Retirer le match' }).click();
      await a.page.waitForURL(`${app.baseUrl}/matches`);
      await expect
        .poll(() => a.page.locator('[data-sonner-toast]').filter({ hasText: 'Match avec Bruno retiré' }).count())
        .toBe(1);
      // The other member's open chat notices on its next refresh and leaves too.
      await b.page.waitForURL(`${app.baseUrl}/matches`, { timeout: 8000 });
      const gone = await apiClient(app.baseUrl).get(`/api/chat/${matchId}/messages`, { token: bruno.token });
      expect(gone.status).toBe(404);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('shows the newest page of a long conversation and loads earlier messages on demand', async () => {
    const emma = await member('Emma Roux', 'Nantes, France');
    const félix = await member('Félix Bernard', 'Rennes, France');
    const matchId = await createMatch(app.server, emma, félix);
    const total = MESSAGES_PAGE_MAX + 30;
    const start = Date.now() - total * 60_000;
    await app.server.app.database.db.insert(messages).values(
      Array.from({ length: total }, (_, i) => ({
        matchId,
        senderId: i % 2 ? emma.id : félix.id,
        content: `Message numéro ${i + 1}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const tab = await openAs(emma, `/chat/${matchId}`);
    try {
      const exact = (text: string) => log(tab.page).getByText(text, { exact: true });
      await expect.poll(() => exact(`Message numéro ${total}`).count()).toBe(1);
      expect(await log(tab.page).locator('li[data-own]').count()).toBe(MESSAGES_PAGE_MAX);
      expect(await exact('Message numéro 30').count()).toBe(0);
      expect(await exact('Message numéro 31').count()).toBe(1);
      const earlier = tab.page.getByRole('button', { name: 'Afficher les messages précédents' });
      await earlier.click();
      await expect.poll(() => log(tab.page).locator('li[data-own]').count()).toBe(total);
      await expect.poll(() => exact('Message numéro 1').count()).toBe(1);
      await expect.poll(() => earlier.count()).toBe(0);
      await checkA11y(tab.page);
      expectNoErrors(tab);
    } finally {
      await tab.close();
    }
  });

  it('says the chat does not exist for someone outside the match; a report from the header offers to end the match', async () => {
    const chloe = await member('Chloé Durand', 'Nantes, France');
    const david = await member('David Moreau', 'Lille, France');
    const outsider = await member('Eve Laurent', 'Nice, France');
    const matchId = await createMatch(app.server, chloe, david);

    const e = await openAs(outsider, `/chat/${matchId}`);
    try {
      await expect.poll(() => e.page.getByRole('heading', { name: 'Conversation introuvable' }).count()).toBe(1);
      expect(await e.page.getByRole('link', { name: 'Voir mes matchs' }).getAttribute('href')).toBe('/matches');
      expect(await e.page.getByLabel('Votre message').count()).toBe(0);
    } finally {
      await e.close();
    }

    const c = await openAs(chloe, `/chat/${matchId}`);
    try {
      const menuButton = c.page.getByRole('button', { name: 'Options de sécurité pour David' });
      await expect.poll(() => menuButton.count()).toBe(1);
      await menuButton.click();
      await c.page.getByRole('button', { name: 'Signaler' }).click();
      const dialog = c.page.getByRole('dialog', { name: 'Signaler David' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      // Focus starts inside and stays inside (Tab cycles).
      for (let i = 0; i < 6; i += 1) {
        await c.page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      // No reason chosen: the dialog asks for one instead of sending.
      await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
      await expect.poll(() => dialog.getByText('Veuillez choisir un motif').count()).toBe(1);
      await dialog.getByLabel('Motif').selectOption('harassment');
      await dialog.getByLabel('Précisions (facultatif)').fill('Messages insistants');
      await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
      await expect
        .poll(() => c.page.locator('[data-sonner-toast]').filter({ hasText: 'Signalement envoyé' }).count())
        .toBe(1);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // The same flow offers to end the match, blocking first (focused), so David does not stay here.
      const offer = c.page.getByRole('dialog', { name: 'Mettre fin au match avec David ?' });
      await expect.poll(() => offer.isVisible()).toBe(true);
      const block = offer.getByRole('button', { name: 'Bloquer David' });
      await expect.poll(() => block.evaluate((el) => el === document.activeElement)).toBe(true);
      await checkA11y(c.page);
      await block.click();
      await c.page.waitForURL(`${app.baseUrl}/matches`);
      await expect
        .poll(() => c.page.locator('[data-sonner-toast]').filter({ hasText: 'David a été bloqué(e)' }).count())
        .toBe(1);
      const gone = await apiClient(app.baseUrl).get(`/api/chat/${matchId}/messages`, { token: chloe.token });
      expect(gone.status).toBe(404);
      expectNoErrors(c);
    } finally {
      await c.close();
    }
  });

  it('on a phone, keeps a message written offline "En attente" through leaving and a reload, and delivers it once', async () => {
    const gina = await member('Gina Robert', 'Bordeaux, France');
    const hugo = await member('Hugo Lambert', 'Toulouse, France');
    const matchId = await createMatch(app.server, gina, hugo);
    const tab = await openAs(gina, `/chat/${matchId}`, { phone: true, offline: true });
    const { page, context } = tab;
    try {
      const send = page.getByRole('button', { name: 'Envoyer', exact: true });
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Hugo' }).count()).toBe(1);
      // The app's code is kept by the service worker: the reload below works offline. The tab must be
      // under the worker before going offline: the worker claims it during its activation, which
      // `ready` does not wait for, and a tab claimed in the middle of the test changed how its offline
      // requests went (a race: the message was once delivered while offline).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await context.setOffline(true);
      // And the API unreachable for the context's requests whatever their path: Chromium's offline
      // emulation once let one of them through under CI's load (a request by way of the service worker
      // is the likely one), and the server stored the message the page had to keep waiting.
      const unreachable = (route: Route) => route.abort('internetdisconnected');
      await context.route(`${app.baseUrl}/api/**`, unreachable);
      await input(page).fill('Je t’écris depuis le train');
      await send.tap();
      // Waiting bubbles, in the conversation or, after a reload that could not load it, under the error.
      const pendingBubble = (text: string) => page.locator('li[data-pending]').filter({ hasText: text });
      const waiting = pendingBubble('Je t’écris depuis le train');
      await expect.poll(() => waiting.filter({ hasText: 'En attente' }).count()).toBe(1);
      await expect.poll(() => input(page).inputValue()).toBe('');
      // A second one the screening will flag once it reaches the server.
      await input(page).fill('Espèce de connard');
      await send.tap();
      await expect.poll(() => pendingBubble('Espèce de connard').filter({ hasText: 'En attente' }).count()).toBe(1);
      await expect.poll(() => page.getByText('2 messages en attente').count()).toBe(1);
      await checkA11y(page);

      // Leaving the chat and coming back, then reloading, offline: still there, still waiting.
      await page.getByRole('link', { name: 'Retour à mes matchs' }).tap();
      await page.waitForURL(`${app.baseUrl}/matches`);
      await page.goBack();
      await expect.poll(() => waiting.filter({ hasText: 'En attente' }).count()).toBe(1);
      await page.reload();
      await expect.poll(() => page.getByText('Erreur de chargement du chat').count()).toBeGreaterThan(0);
      await expect.poll(() => waiting.filter({ hasText: 'En attente' }).count()).toBe(1);
      expect(await messageCount(gina, matchId)).toBe(0);

      // Back online: the chat loads by itself, the first message is delivered once, and the flagged one
      // asks its author first, "Modifier le message" focused; editing gives the text back.
      await context.unroute(`${app.baseUrl}/api/**`, unreachable);
      await context.setOffline(false);
      await expect
        .poll(() => log(page).locator('li[data-own="true"]').filter({ hasText: 'depuis le train' }).count(), {
          timeout: 15_000,
        })
        .toBe(1);
      const dialog = page.getByRole('dialog', { name: 'Es-tu sûr(e) ?' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Modifier le message');
      await dialog.getByRole('button', { name: 'Modifier le message' }).tap();
      await expect.poll(() => input(page).inputValue()).toBe('Espèce de connard');
      await expect.poll(() => page.locator('li[data-pending]').count()).toBe(0);
      const stored = await apiClient(app.baseUrl).get(`/api/chat/${matchId}/messages`, { token: hugo.token });
      expect((stored.data as { content: string }[]).map((m) => m.content)).toEqual(['Je t’écris depuis le train']);
      // Offline requests and the screening's 422 are logged by the browser; nothing else may fail.
      expect(
        tab.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|status of (404|422)|Failed to fetch/.test(e)),
      ).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
