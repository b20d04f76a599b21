// Browser journeys of /admin in Chromium against the real server and the built web app: an admin sees
// the statistics and the flagged users and deletes one through the confirmation dialog; a member is
// sent back to /dashboard; a signed-out visitor to /auth; axe on the page and on the open dialog. On a
// phone, a member named by ADMIN_EMAILS while the server runs finds /admin in the app menu, and signs
// out from a screen other than "Mon Profil" (issue 35, decision 053).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { reports, testimonials, users } from '../apps/server/src/db/schema.js';
import { startAppServer, type AppServer } from './support/server.js';
import { PHONE, checkA11y, collectPageErrors, launchBrowser } from './support/browser.js';
import { createMember } from './support/members.js';

let app: AppServer;
let browser: Browser;

type Account = { id: string; token: string; user: unknown; email: string; name: string };
let admin: Account;
let member: Account;
let flagged: Account;
let borderline: Account;

/** Named admin by the server's ADMIN_EMAILS, once the address is confirmed. */
const NAMED_ADMIN = 'named-admin-e2e@example.com';

let counter = 0;
/** Registers through the API as if from `ip` (the server trusts X-Forwarded-For in this test). */
async function register(name: string, location: string, ip?: string): Promise<Account> {
  counter += 1;
  const email = `admin-e2e-${counter}-${Date.now()}@example.com`;
  const res = await fetch(`${app.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: JSON.stringify({
      email,
      password: 'Une phrase de passe solide 42',
      name,
      age: 33,
      gender: 'femme',
      location,
      accepted_terms: true,
    }),
  });
  const data = await res.json();
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(data)}`);
  return { id: data.user.id, token: data.token, user: data.user, email, name };
}

beforeAll(async () => {
  app = await startAppServer({ env: { TRUST_PROXY: '1', FREE_SIGNUP_LIMIT: '10', ADMIN_EMAILS: NAMED_ADMIN } });
  browser = await launchBrowser();
  const { db } = app.server.app.database;
  admin = await register('Alice Admin', 'Lyon, France');
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  member = await register('Marc Membre', 'Nantes', '80.67.169.12');
  // Declares Paris from a US address: high. Declares Genève from a French address: medium (border).
  flagged = await register('Sofia Lointaine', 'Paris', '8.8.8.8');
  borderline = await register('Bruno Frontalier', 'Genève', '80.67.169.12');
  await db.insert(testimonials).values({
    name: 'Inès',
    age: 29,
    location: 'Dakar',
    story: 'Nous avons commencé par parler de randonnée, puis de tout le reste. Merci Affinia !',
    rating: 5,
    allowPublication: true,
  });
  await db.insert(reports).values({ reporterId: member.id, reportedId: borderline.id, reason: 'fake_profile' });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function signedInPage(
  account: Account,
  device: { viewport?: { width: number; height: number }; hasTouch?: boolean; isMobile?: boolean } = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'fr-FR', ...device });
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    { token: account.token, user: JSON.stringify(account.user) },
  );
  return { page, close: () => context.close() };
}

/** The four statistics as shown: label → value. */
async function statistics(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const dt of Array.from(document.querySelectorAll('main dl dt'))) {
      const dd = dt.nextElementSibling;
      if (dd?.tagName === 'DD') out[dt.textContent!.trim()] = dd.textContent!.trim();
    }
    return out;
  });
}

describe('/admin', () => {
  it('shows an admin the statistics, the free tier and the flagged users, and deletes one', async () => {
    const { page, close } = await signedInPage(admin);
    try {
      const errors = collectPageErrors(page);
      await page.goto(`${app.baseUrl}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Tableau de bord administrateur' }).waitFor();
      await page.getByRole('table').waitFor();

      expect(await statistics(page)).toMatchObject({
        'Utilisateurs inscrits': '4',
        'Inscriptions gratuites': '4',
        'Places gratuites restantes': '6',
        'Localisations suspectes': '2',
      });
      // The test server takes sandbox payments: the admin is told they are not real.
      await page.getByRole('heading', { name: 'Paiements de test' }).waitFor();
      const bar = page.getByRole('progressbar', { name: 'Progression des inscriptions gratuites' });
      expect(await bar.getAttribute('aria-valuenow')).toBe('40');
      expect(await page.getByRole('link', { name: /Retour à mon profil/ }).getAttribute('href')).toBe('/dashboard');

      // Most suspicious first: the high verdict, then the border case.
      const rows = page.getByRole('table').locator('tbody tr');
      expect(await rows.count()).toBe(2);
      const first = rows.nth(0);
      expect(await first.getByRole('rowheader').innerText()).toBe('Sofia Lointaine');
      const firstText = await first.innerText();
      for (const expected of [flagged.email, 'Paris', 'États-Unis (US)', 'km', 'Élevé']) {
        expect(firstText).toContain(expected);
      }
      expect(await rows.nth(1).innerText()).toContain('Moyen');

      // The moderation panels show what is waiting.
      await page.getByRole('heading', { name: /Inès, 29 ans — Dakar/ }).waitFor();
      await page.getByRole('heading', { name: 'Faux profil' }).waitFor();
      await checkA11y(page);

      // The confirmation dialog: labelled, focus on "Annuler", Tab stays inside, Escape closes.
      const deleteButton = page.getByRole('button', { name: 'Supprimer Sofia Lointaine' });
      await deleteButton.click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer cet utilisateur ?' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(flagged.email);
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
      await expect.poll(focused).toBe('Annuler');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Supprimer définitivement');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Annuler');
      await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe('Supprimer définitivement');
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Supprimer Sofia Lointaine');
      expect(await rows.count()).toBe(2);

      // Confirm: toast, the row goes, the statistics reload.
      await deleteButton.click();
      await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
      await page.getByText('Utilisateur Sofia Lointaine supprimé avec succès').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Supprimer Sofia Lointaine' }).waitFor({ state: 'detached' });
      await expect
        .poll(() => statistics(page))
        .toMatchObject({
          'Utilisateurs inscrits': '3',
          'Inscriptions gratuites': '4',
          'Places gratuites restantes': '6',
          'Localisations suspectes': '1',
        });
      expect(await app.server.app.database.db.select().from(users).where(eq(users.id, flagged.id))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('approves a pending testimonial from the moderation panel', async () => {
    const { page, close } = await signedInPage(admin);
    try {
      await page.goto(`${app.baseUrl}/admin`);
      await page.getByRole('button', { name: 'Approuver le témoignage de Inès' }).click();
      await page.getByText('Témoignage approuvé').waitFor();
      await page.getByText('Aucun témoignage en attente.').waitFor();
      const published = await (await fetch(`${app.baseUrl}/api/testimonials`)).json();
      expect(published.map((t: { name: string }) => t.name)).toEqual(['Inès']);
    } finally {
      await close();
    }
  });

  it('fits a phone: the table scrolls inside its panel, not the page', async () => {
    const { page, close } = await signedInPage(admin);
    try {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${app.baseUrl}/admin`);
      await page.getByRole('table').waitFor();
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      await checkA11y(page);
    } finally {
      await close();
    }
  });

  it('sends a member back to /dashboard with a message', async () => {
    const { page, close } = await signedInPage(member);
    try {
      await page.goto(`${app.baseUrl}/admin`);
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      await page.getByText('Accès réservé aux administrateurs').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('on a phone: a member named by ADMIN_EMAILS while the server runs finds /admin in the menu, and signs out from another screen', async () => {
    // A member with a questionnaire (discover and matches open for her), then her address confirmed.
    const { token, user } = await createMember(app.baseUrl, 'Nora Nommée', 'femme', {
      register: { email: NAMED_ADMIN },
    });
    await app.server.app.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    // The session from before the naming: its stored copy still says "member".
    expect(user.role).toBe('user');
    const named = { id: user.id, token, user, email: NAMED_ADMIN, name: user.name };
    const { page, close } = await signedInPage(named, PHONE);
    try {
      const errors = collectPageErrors(page);
      await page.goto(`${app.baseUrl}/matches`);
      const menu = page.getByRole('navigation', { name: "Navigation de l'espace membre" });
      await menu.getByRole('link', { name: 'Mon Profil' }).tap();
      // Her first request named her: the profile says admin, and the menu links to /admin.
      const adminLink = menu.getByRole('link', { name: 'Administration' });
      await adminLink.waitFor();
      await menu.getByRole('link', { name: 'Mes matchs' }).tap();
      await page.waitForURL(`${app.baseUrl}/matches`);
      await adminLink.waitFor();
      await checkA11y(page);
      await adminLink.tap();
      await page.getByRole('heading', { level: 1, name: 'Tableau de bord administrateur' }).waitFor();

      // Signing out from discover, not from "Mon Profil".
      await page.goto(`${app.baseUrl}/discover`);
      await page.getByRole('button', { name: 'Se déconnecter' }).tap();
      await page.waitForURL(`${app.baseUrl}/`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a signed-out visitor to sign in', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/admin`);
      await page.waitForURL(`${app.baseUrl}/auth`);
    } finally {
      await context.close();
    }
  });
});
