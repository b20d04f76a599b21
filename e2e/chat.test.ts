// Browser journey of the chat (spec sections 2, 4, 5, 8 and issue 5) in Chromium against the real server
// and the built web app: two members of a match in two browser contexts. A message from one reaches the
// other's open chat without a reload; an HTML payload renders as text and runs nothing; Enter sends and
// a blank message does not; an opener sends when the AI offers some; the header's unmatch, confirmed in
// an accessible dialog, sends both away; axe checks the empty and the filled conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Me } from '@affinia/contract';
import { apiClient, newUser } from '../apps/server/test/test-server.js';
import { createMatch } from '../apps/server/test/fixtures.js';
import { messages } from '../apps/server/src/db/schema.js';
import { MESSAGES_PAGE_MAX } from '@affinia/contract';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y, collectPageErrors } from './support/browser.js';

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
async function openAs(session: Session, path: string) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1000, height: 900 } });
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
  return { page, errors, dialogs, notFound, close: () => context.close() };
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
      await expect.poll(() => a.page.getByRole('heading', { level: 1, name: 'Bruno Petit' }).count()).toBe(1);
      await expect.poll(() => a.page.getByText('Lyon, France').count()).toBe(1);
      expect(await a.page.getByRole('link', { name: 'Retour à mes matchs' }).getAttribute('href')).toBe('/matches');
      await expect.poll(() => a.page.getByText('Démarrez la conversation !').count()).toBe(1);
      await expect.poll(() => b.page.getByRole('heading', { level: 1, name: 'Alice Martin' }).count()).toBe(1);
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
        // The AI offers openers: clicking one sends it.
        openerText = (starters.data as { suggestions: string[] }).suggestions[0]!;
        const opener = a.page.getByRole('button', { name: openerText, exact: true });
        await expect.poll(() => opener.count()).toBe(1);
        await opener.click();
        await expect.poll(() => bubble(a.page, openerText!).count()).toBe(1);
      }

      // Enter sends; the field empties; my message sits on the right with an hh:mm time.
      await input(a.page).fill('Bonjour Bruno, ça va ?');
      await input(a.page).press('Enter');
      await expect.poll(() => bubble(a.page, 'Bonjour Bruno, ça va ?').count()).toBe(1);
      expect(await input(a.page).inputValue()).toBe('');
      expect(await bubble(a.page, 'Bonjour Bruno, ça va ?').getAttribute('data-own')).toBe('true');
      expect(await bubble(a.page, 'Bonjour Bruno, ça va ?').locator('time').innerText()).toMatch(/^\d{2}:\d{2}$/);

      // B sees it without reloading, on the left, well within the 3 s refresh (the live stream).
      const sentAt = Date.now();
      await expect
        .poll(() => bubble(b.page, 'Bonjour Bruno, ça va ?').count(), { timeout: 2000, interval: 50 })
        .toBe(1);
      expect(Date.now() - sentAt).toBeLessThan(2000);
      expect(await bubble(b.page, 'Bonjour Bruno, ça va ?').getAttribute('data-own')).toBe('false');

      // An HTML payload is shown as text on both sides and runs nothing.
      const payload = '<img src=x onerror=alert(1)>';
      await input(b.page).fill(payload);
      await b.page.getByRole('button', { name: 'Envoyer' }).click();
      await expect.poll(() => bubble(b.page, payload).count()).toBe(1);
      await expect.poll(() => bubble(a.page, payload).count(), { timeout: 2000, interval: 50 }).toBe(1);
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
      const menuButton = a.page.getByRole('button', { name: 'Options de sécurité pour Bruno Petit' });
      await menuButton.click();
      await a.page.getByRole('button', { name: 'Retirer le match', exact: true }).click();
      const dialog = a.page.getByRole('dialog', { name: 'Retirer le match avec Bruno Petit ?' });
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
        .poll(() => a.page.locator('[data-sonner-toast]').filter({ hasText: 'Match avec Bruno Petit retiré' }).count())
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

  it('says the chat does not exist for someone outside the match, and reports from the header', async () => {
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
      const menuButton = c.page.getByRole('button', { name: 'Options de sécurité pour David Moreau' });
      await expect.poll(() => menuButton.count()).toBe(1);
      await menuButton.click();
      await c.page.getByRole('button', { name: 'Signaler' }).click();
      const dialog = c.page.getByRole('dialog', { name: 'Signaler David Moreau' });
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
      expect(c.page.url()).toBe(`${app.baseUrl}/chat/${matchId}`);
      expectNoErrors(c);
    } finally {
      await c.close();
    }
  });
});
