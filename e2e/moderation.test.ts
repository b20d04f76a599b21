// Moderation decisions in Chromium (issue 18 part 3, DSA Art. 17): the admin answers a report by
// closing the reported account, with a ground and a statement; the closed member's sign-in says why;
// a warned member reads the decision, its ground and how to contest it on the dashboard. axe on the
// decision dialog and the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { reports, users } from '../apps/server/src/db/schema.js';
import { apiClient } from '../apps/server/test/test-server.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y, collectPageErrors } from './support/browser.js';
import { createMember, openAs } from './support/members.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

const PASSWORD = 'Une phrase de passe solide 42';
const STATEMENT = 'Menaces envoyées à une autre membre le 24 novembre (message joint au signalement).';

describe('moderation decisions', () => {
  it('closes a reported account with a statement that its owner reads when signing in', async () => {
    const api = apiClient(app.baseUrl);
    const admin = await createMember(app.baseUrl, 'Alice', 'femme', { register: { age: 61 } });
    await app.server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const reporter = await createMember(app.baseUrl, 'Chloé', 'femme', { register: { age: 61 } });
    const reported = await createMember(app.baseUrl, 'Yanis', 'homme', { register: { age: 61 } });
    const filed = await api.post('/api/reports', {
      token: reporter.token,
      json: { user_id: reported.user.id, reason: 'harassment' },
    });
    expect(filed.status).toBe(201);

    const tab = await openAs(browser, app.baseUrl, admin, '/admin');
    try {
      const { page } = tab;
      await page.getByRole('button', { name: 'Sanctionner Yanis' }).click();
      const dialog = page.getByRole('dialog', { name: 'Décision de modération pour Yanis' });
      await dialog.waitFor();
      await checkA11y(page);
      await dialog.getByLabel('Décision', { exact: true }).selectOption('ban');
      await dialog.getByLabel('Fondement').selectOption('illegal_content');
      await dialog.getByLabel('Faits qui motivent la décision (envoyés à la personne)').fill('Trop court');
      await dialog.getByRole('button', { name: 'Envoyer la décision' }).click();
      await dialog.getByText('Expliquez la décision en 20 caractères au moins').waitFor();
      await dialog.getByLabel('Faits qui motivent la décision (envoyés à la personne)').fill(STATEMENT);
      await dialog.getByRole('button', { name: 'Envoyer la décision' }).click();
      await page.getByText('Décision envoyée à Yanis').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const [report] = await app.server.app.database.db
        .select()
        .from(reports)
        .where(eq(reports.reportedId, reported.user.id));
      expect(report?.status).toBe('resolved');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }

    // Yanis, signed out everywhere, tries to come back.
    const [account] = await app.server.app.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, reported.user.id));
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.goto(`${app.baseUrl}/auth?mode=login`);
      await page.getByLabel('Adresse e-mail').fill(account!.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page
        .getByText(`Votre compte a été fermé par l’équipe de modération. Motif : ${STATEMENT}`)
        .first()
        .waitFor();
      expect(page.url()).toContain('/auth');
      expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a warned member the decision, its ground and how to contest it', async () => {
    const api = apiClient(app.baseUrl);
    const admin = await createMember(app.baseUrl, 'Inès', 'femme', { register: { age: 62 } });
    await app.server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const warned = await createMember(app.baseUrl, 'Hugo', 'homme', { register: { age: 62 } });
    const res = await api.post(`/api/admin/users/${warned.user.id}/moderation`, {
      token: admin.token,
      json: { action: 'warn', ground: 'terms', statement: STATEMENT },
    });
    expect(res.status).toBe(201);

    const tab = await openAs(browser, app.baseUrl, warned, '/dashboard');
    try {
      const notices = tab.page.getByRole('region', { name: "Décisions de l'équipe de modération" });
      await notices.getByText(STATEMENT).waitFor();
      await notices.getByText("Fondement : nos conditions générales d'utilisation").waitFor();
      await notices.getByText('Vous pouvez la contester dans les six mois', { exact: false }).waitFor();
      await checkA11y(tab.page);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
