// Reporting a member from where they are seen (issue 14 §3: the FAQ promises "signalez-le depuis son
// profil ou votre conversation"): the discover card and the match card both open the report dialog;
// the reason is required (said under the field, nothing sent); the report is stored with the chosen
// reason and details, by the right reporter about the right member; from discover the card is passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { reports, swipes } from '../apps/server/src/db/schema.js';
import { apiClient } from '../apps/server/test/test-server.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs, type Gender } from './support/members.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

/** Everyone here is 44 and seeks 43–45, so that they only meet each other. */
const member = (name: string, gender: Gender) =>
  createMember(app.baseUrl, name, gender, { register: { age: 44 }, settings: { age_min: 43, age_max: 45 } });

const reportsAbout = (reporterId: string, reportedId: string) =>
  app.server.app.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.reportedId, reportedId)));

async function fillReport(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: `Signaler ${name}` });
  await dialog.waitFor();
  // Focus starts on the reason; without one nothing is sent and the field says why.
  await expect.poll(() => dialog.getByLabel('Motif').evaluate((el) => el === document.activeElement)).toBe(true);
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await dialog.getByText('Veuillez choisir un motif').waitFor();
  await dialog.getByLabel('Motif').selectOption('fake_profile');
  await dialog.getByLabel('Précisions (facultatif)').fill('Photos reprises d’un magazine');
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Signalement envoyé.' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('reporting a member from their profile', () => {
  it('works from the discover card, stores the report and passes the card', async () => {
    const reporter = await member('Clémence', 'femme');
    const reported = await member('Arnaud', 'homme');
    const tab = await openAs(browser, app.baseUrl, reporter, '/discover');
    try {
      const { page } = tab;
      await page
        .getByTestId('discover-card')
        .getByRole('heading', { name: /Arnaud/ })
        .waitFor();
      // Nothing is stored before the dialog is sent.
      expect(await reportsAbout(reporter.user.id, reported.user.id)).toHaveLength(0);
      await page.getByRole('button', { name: 'Signaler Arnaud' }).click();
      await fillReport(page, 'Arnaud');

      const stored = await reportsAbout(reporter.user.id, reported.user.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ reason: 'fake_profile', details: 'Photos reprises d’un magazine' });
      // The card is passed: a pass is recorded and the deck moves on.
      await expect
        .poll(async () =>
          (
            await app.server.app.database.db
              .select()
              .from(swipes)
              .where(and(eq(swipes.swiperId, reporter.user.id), eq(swipes.swipedId, reported.user.id)))
          ).map((row) => row.action),
        )
        .toEqual(['dislike']);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('works from a match card, and the match stays', async () => {
    const reporter = await member('Solène', 'femme');
    const reported = await member('Gaspard', 'homme');
    const api = apiClient(app.baseUrl);
    for (const [who, whom] of [
      [reporter, reported],
      [reported, reporter],
    ] as const) {
      const liked = await api.post('/api/swipe', {
        token: who.token,
        json: { swiped_id: whom.user.id, action: 'like' },
      });
      expect(liked.status).toBe(200);
    }
    const tab = await openAs(browser, app.baseUrl, reporter, '/matches');
    try {
      const { page } = tab;
      // On the matches list, reporting is among the match's details (decision 049).
      await page.getByRole('button', { name: 'Détails du match avec Gaspard' }).click();
      const button = page.getByRole('button', { name: 'Signaler Gaspard' });
      await button.click();
      await fillReport(page, 'Gaspard');
      // Focus comes back to the button that opened the dialog.
      await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await reportsAbout(reporter.user.id, reported.user.id)).toHaveLength(1);
      expect(await page.getByRole('heading', { name: /Gaspard/ }).count()).toBeGreaterThan(0);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
