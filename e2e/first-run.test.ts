// The first-run journey of issue 17 in Chromium: a server started on an empty embedded database
// creates its demo population in the background; a newcomer signs up in the browser, finds labelled
// demo members in discover, likes until one of them likes back (their own simulated tastes), opens
// the chat from the match and gets that member's single automatic reply, live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { baseInput } from '@affinia/matching/test-profiles';
import { users } from '../apps/server/src/db/schema.js';
import { apiClient, newUser } from '../apps/server/test/test-server.js';
import { startAppServer, type AppServer } from './support/server.js';
import { checkA11y, collectPageErrors, launchBrowser } from './support/browser.js';

const DEMO_PEOPLE = 60;
/** Likes given at most before a demo member is expected to like back (each does ~40–60 % of the time). */
const MAX_LIKES = 25;

let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  app = await startAppServer({ env: { DEMO_USERS: String(DEMO_PEOPLE) } });
  browser = await launchBrowser();
  // The population is written in the background after the server started listening; the journey
  // below begins once it is there, as a newcomer arriving a few seconds after `npm start` would.
  await app.server.app.liveDemo.startFirstRun();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const card = (page: Page) => page.getByTestId('discover-card');

describe('first run with the living demo', () => {
  it('a newcomer signs up, discovers demo members, gets a match and a reply', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1100, height: 1000 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      // Sign up in the browser.
      const who = newUser({ name: 'Inès Moreau', age: 30 });
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      await page.getByLabel('Nom complet').fill(who.name);
      await page.getByLabel('Âge').fill(String(who.age));
      await page.getByLabel('Genre').selectOption('femme');
      await page.getByLabel('Localisation').fill('Lyon, France');
      await page.getByLabel('Adresse e-mail').fill(who.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: "S'inscrire", exact: true }).click();
      await page.waitForURL(`${app.baseUrl}/questionnaire`);

      // The questionnaire's own screens have their journey (e2e/profile.test.ts): saved here through
      // the API with the session the browser just received.
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const saved = await apiClient(app.baseUrl).put('/api/profile/me', {
        token,
        json: {
          interests: ['music', 'travel', 'cooking', 'nature'],
          personality_traits: {
            extraversion: 60,
            aventure: 70,
            emotion: 50,
            planification: 45,
            social: 60,
            compatibility_answers: baseInput().answers,
          },
          bio: 'Randonnées, marchés du dimanche et concerts.',
          type_preference: 'Quelqu’un de curieux',
          seeking_genders: ['homme'],
          age_min: 25,
          age_max: 45,
        },
      });
      expect(saved.status).toBe(200);

      // Discover is not empty, and every card says it is a demo profile.
      await page.goto(`${app.baseUrl}/discover`);
      await card(page).waitFor();
      await expect.poll(() => card(page).getByText('Profil de démonstration').count()).toBe(1);
      await checkA11y(page);

      // Like (→ key) until a demo member likes back.
      let matchedName: string | null = null;
      for (let i = 0; i < MAX_LIKES && !matchedName; i++) {
        const name = (await card(page).getByRole('heading', { level: 2 }).textContent())!.split(',')[0]!.trim();
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/swipe'));
        await page.keyboard.press('ArrowRight');
        const swipe = await (await answered).json();
        if (swipe.is_match) matchedName = name;
        else await expect.poll(async () => (await card(page).textContent()) ?? '').not.toContain(name);
      }
      expect(matchedName, `a demo member liked back within ${MAX_LIKES} likes`).not.toBeNull();
      await expect.poll(() => toast(page, "C'est un match ! Vous pouvez maintenant discuter").count()).toBe(1);
      // The match view opens over discover (issue 35): "Continuer à découvrir" closes it.
      await page.getByRole('button', { name: 'Continuer à découvrir' }).click();

      // The match is labelled too (in its details); its row opens the chat.
      await page.getByRole('link', { name: 'Mes matchs' }).click();
      const matchRow = page.getByTestId('match-row').filter({ hasText: matchedName! });
      await matchRow.getByRole('button', { name: `Détails du match avec ${matchedName}` }).click();
      await expect.poll(() => matchRow.getByText('Profil de démonstration').count()).toBe(1);
      await matchRow
        .getByRole('link', { name: `Discuter avec ${matchedName}` })
        .first()
        .click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chat\//);

      // A first message gets one automatic reply, shown live, in the member's language and marked as a demo.
      const input = page.getByLabel('Votre message');
      await input.fill('Bonjour ! Ton profil m’a fait sourire.');
      await input.press('Enter');
      const reply = page
        .getByRole('log')
        .locator('li')
        .filter({ hasText: /démonstration|demostración|Demoprofils/ });
      await expect.poll(() => reply.count(), { timeout: 10_000 }).toBe(1);
      expect(await reply.getAttribute('data-own')).toBe('false');
      expect(await reply.textContent()).toContain('Inès');
      await checkA11y(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the admin overview charts the last 30 days accessibly and removes the demo members for good', async () => {
    const api = apiClient(app.baseUrl);
    const body = newUser({ name: 'Olga Opératrice' });
    const registered = await api.post('/api/auth/register', { json: body });
    expect(registered.status).toBe(201);
    await app.server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, registered.data.user.id));
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1200, height: 1000 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.goto(`${app.baseUrl}/`);
      await page.evaluate(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        { token: registered.data.token as string, user: JSON.stringify(registered.data.user) },
      );
      const overviewChunk = page.waitForResponse((r) => /\/assets\/admin-overview-[\w-]+\.js$/.test(r.url()));
      await page.goto(`${app.baseUrl}/admin`);
      // The overview is its own chunk, fetched by the admin page only.
      expect((await overviewChunk).status()).toBe(200);
      await page.getByRole('heading', { level: 2, name: "Vue d'ensemble" }).waitFor();

      // Three charts named by their title and a sentence a screen reader can say. Real sign-ups are
      // counted (the operator at least, today); the demo accounts are not.
      const overview = (await api.get('/api/admin/overview', { token: registered.data.token })).data;
      const today = overview.days.at(-1).signups as number;
      const total = overview.days.reduce((sum: number, d: { signups: number }) => sum + d.signups, 0);
      expect(today).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThan(DEMO_PEOPLE);
      const signups = page.getByRole('img', { name: /^Inscriptions par jour/ });
      await signups.waitFor();
      const name = await signups.evaluate((svg) =>
        svg
          .getAttribute('aria-labelledby')!
          .split(' ')
          .map((id) => document.getElementById(id)!.textContent)
          .join(' '),
      );
      expect(name).toContain(`${total} sur 30 jours, au plus ${today} le `);
      expect(await page.getByRole('img', { name: /^Matchs par jour/ }).count()).toBe(1);
      expect(await page.getByRole('img', { name: /^Messages par jour/ }).count()).toBe(1);

      // The figures as a table, opened from the keyboard.
      const summary = page.locator('summary').filter({ hasText: 'Afficher les chiffres' }).first();
      await summary.focus();
      await page.keyboard.press('Enter');
      const table = page.getByRole('table', { name: 'Inscriptions par jour' });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(30);
      expect(await table.locator('tbody tr').last().locator('td').last().textContent()).toBe(String(today));
      await checkA11y(page);

      // Remove the demo members: confirmation dialog, toast, and they are gone. The newcomer's deck was
      // topped up with demo people around Lyon (decision 044): the first-run ones and those.
      await app.server.app.liveDemo.topUpsSettled();
      const shown = await app.server.app.liveDemo.countDemoMembers();
      expect(shown).toBeGreaterThanOrEqual(DEMO_PEOPLE);
      await page.getByText(`${shown} profils de démonstration sont visibles par les membres.`).waitFor();
      await page.getByRole('button', { name: 'Retirer les profils de démonstration' }).click();
      const dialog = page.getByRole('dialog', { name: 'Retirer les profils de démonstration ?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Retirer', exact: true }).click();
      await toast(page, `${shown} profils de démonstration retirés`).waitFor();
      await page.getByRole('button', { name: 'Retirer les profils de démonstration' }).waitFor({ state: 'detached' });
      expect(await app.server.app.liveDemo.countDemoMembers()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
