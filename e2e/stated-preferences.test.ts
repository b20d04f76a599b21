// "Ce que je recherche" in the browser, on a phone (issue 34, decision 063): a new member finishes the
// four steps, hears "Profil complété !", and lands on the optional step (its own address, kept by a
// reload); states an intention and two preferences, one "Indispensable", a half-stated third refused
// with what is missing; saves and reaches /dashboard with exactly that stored. In
// /dashboard/preferences the same panel shows the choices, one is changed, then all are cleared.
// Another member skips the step: nothing is sent and nothing is stated. axe on the step and the panel;
// screenshots at 390×844 in test-results/stated-preferences.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Me } from '@affinia/contract';
import { apiClient } from '../apps/server/test/test-server.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { openAs, registerMember, type Session } from './support/members.js';
import { PREFERENCES_STEP_PATH, completeFirstQuestionnaire, skipStatedPreferences } from './support/questionnaire.js';

const ARTEFACTS = path.resolve(import.meta.dirname, '../test-results/stated-preferences');
const PHONE = { viewport: { width: 390, height: 844 }, touch: true } as const;

let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  ({ app, browser } = await startJourney());
  await mkdir(ARTEFACTS, { recursive: true });
});
afterAll(() => stopJourney({ app, browser }));

/**
 * What the phone's screen shows (not the full page: the sticky action bar belongs to the screen), once
 * its finite animations (a toast sliding in) have ended.
 */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(ARTEFACTS, `${name}.png`) });
}
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Closes the toasts before axe: sonner's own palette is not this page's markup (see e2e/profile.test.ts). */
async function checkPage(page: Page): Promise<void> {
  await page
    .locator('[data-sonner-toast] button[data-close-button]')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0);
  await checkA11y(page);
}

const settingsOf = async (session: Session) =>
  ((await apiClient(app.baseUrl).get('/api/profile/me', { token: session.token })).data as Me).settings;

/** One question's folded row (its heading button, its summary, and once opened its fields). */
const row = (page: Page, question: string) => page.locator(`li[data-question="${question}"]`);

/** What is ticked or chosen on the page, as `name=value`, sorted. */
const chosen = (page: Page) =>
  page
    .locator('input:checked')
    .evaluateAll((inputs) =>
      inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`).sort(),
    );

describe('stated preferences on a phone', () => {
  it('follows a first questionnaire, survives a reload, saves; the dashboard panel changes and clears them', async () => {
    const me = await registerMember(app.baseUrl, 'Romane Delcourt', 'femme', { age: 36 });
    const tab = await openAs(browser, app.baseUrl, me, '/questionnaire', PHONE);
    const { page } = tab;
    try {
      await completeFirstQuestionnaire(page, app.baseUrl, { touch: true });

      // The optional step: not one of the four ("Question n/4"), said to be optional, nothing chosen.
      await page.getByText('Facultatif', { exact: true }).waitFor();
      expect(await page.getByText(/^Question \d\/4$/).count()).toBe(0);
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Ce que je recherche' }).waitFor();
      expect(page.url()).toBe(app.baseUrl + PREFERENCES_STEP_PATH);
      expect(await chosen(page)).toEqual([]);
      for (const name of ['Une relation sérieuse', 'Quelque chose de léger', 'Je ne sais pas encore'])
        expect(await page.getByRole('radio', { name }).isChecked()).toBe(false);
      expect(await page.locator('li[data-question]').count()).toBe(8);
      expect(await page.getByText('Non précisé', { exact: true }).count()).toBe(8);
      await checkPage(page);
      await shot(page, '1-step-top-390x844');

      // An intention, and on the weekend two answers that matter a lot.
      await page.getByRole('radio', { name: 'Une relation sérieuse' }).tap();
      const weekend = row(page, 'weekend');
      await weekend.getByRole('button', { name: /^1\. Votre week-end idéal/ }).tap();
      expect(await weekend.getByRole('button', { name: /^1\./ }).getAttribute('aria-expanded')).toBe('true');
      await weekend.getByRole('checkbox', { name: 'Une escapade en plein air : randonnée, vélo ou plage' }).tap();
      await weekend.getByRole('checkbox', { name: 'Des sorties culturelles : expo, concert ou théâtre' }).tap();
      await weekend.getByRole('radio', { name: 'Beaucoup' }).tap();
      await weekend.getByText('2 réponses acceptées · Beaucoup').waitFor();

      // On values, loyalty and honesty are a must, which hides people both ways, and says so.
      const values = row(page, 'values');
      await values.getByRole('button', { name: /^6\. La valeur la plus importante/ }).tap();
      await values.getByRole('checkbox', { name: 'La fidélité' }).tap();
      await values.getByRole('checkbox', { name: "L'honnêteté" }).tap();
      await values.getByRole('radio', { name: 'Indispensable' }).tap();
      const mandatory = values.getByRole('radio', { name: 'Indispensable', exact: true });
      expect(await mandatory.getAttribute('aria-describedby')).toBeTruthy();
      expect(await page.locator(`[id="${await mandatory.getAttribute('aria-describedby')}"]`).textContent()).toBe(
        'Vous ne verrez pas les personnes qui répondent autrement, et elles ne vous verront pas.',
      );
      expect(await mandatory.isChecked()).toBe(true);
      await shot(page, '2-step-mandatory-390x844');

      // Half stated (an answer, no importance): refused, said in the row, focus on what is missing.
      const future = row(page, 'future');
      await future.getByRole('button', { name: /^3\. Dans cinq ans/ }).tap();
      await future.getByRole('checkbox', { name: 'Fonder ou agrandir ma famille' }).tap();
      await future.getByText('À compléter').waitFor();
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).tap();
      await future.getByText('Dites combien cela compte, ou effacez cette question.').waitFor();
      await toast(page, 'Une question est à compléter').waitFor();
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
        .toBe('importance-future');
      expect(page.url()).toBe(app.baseUrl + PREFERENCES_STEP_PATH);
      await shot(page, '3-step-half-stated-390x844');
      await checkPage(page);
      await future.getByRole('button', { name: /^Effacer : Dans cinq ans/ }).tap();
      await future.getByText('Non précisé').waitFor();

      await page.getByRole('button', { name: 'Enregistrer', exact: true }).tap();
      await toast(page, 'Préférences enregistrées').waitFor();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      const saved = await settingsOf(me);
      expect(saved.relationship_goal).toBe('serious');
      expect(saved.compatibility_preferences).toEqual({
        weekend: { accepted: ['outdoors', 'culture'], importance: 'very' },
        values: { accepted: ['honesty', 'loyalty'], importance: 'mandatory' },
      });

      // The step's address again: prefilled with what was saved.
      await page.goto(app.baseUrl + PREFERENCES_STEP_PATH);
      await page.getByRole('heading', { level: 2, name: 'Ce que je recherche' }).waitFor();
      await row(page, 'weekend').getByText('2 réponses acceptées · Beaucoup').waitFor();
      expect(await page.getByRole('radio', { name: 'Une relation sérieuse' }).isChecked()).toBe(true);

      // The same panel in the dashboard's preferences, with the choices.
      await page.goto(`${app.baseUrl}/dashboard/preferences`);
      const panel = page.getByRole('region', { name: 'Ce que je recherche' });
      await panel.waitFor();
      expect(await panel.getByRole('radio', { name: 'Une relation sérieuse' }).isChecked()).toBe(true);
      await row(page, 'weekend').getByText('2 réponses acceptées · Beaucoup').waitFor();
      await row(page, 'values').getByText('2 réponses acceptées · Indispensable').waitFor();
      await panel.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
      await checkPage(page);
      await shot(page, '4-dashboard-panel-390x844');
      await row(page, 'values').getByRole('button', { name: /^6\./ }).tap();
      expect(await row(page, 'values').getByRole('radio', { name: 'Indispensable' }).isChecked()).toBe(true);
      expect(await chosen(page)).toEqual(
        expect.arrayContaining([
          'accepted-values=honesty',
          'accepted-values=loyalty',
          'importance-values=mandatory',
          'relationship_goal=serious',
        ]),
      );
      await checkPage(page);
      await shot(page, '5-dashboard-panel-open-390x844');

      // One changed: the weekend now matters a little, and the intention is something casual.
      await row(page, 'weekend').getByRole('button', { name: /^1\./ }).tap();
      await row(page, 'weekend').getByRole('radio', { name: 'Un peu' }).tap();
      await panel.getByRole('radio', { name: 'Quelque chose de léger' }).tap();
      await panel.getByRole('button', { name: 'Enregistrer', exact: true }).tap();
      await toast(page, 'Préférences enregistrées').waitFor();
      await expect
        .poll(async () => (await settingsOf(me)).compatibility_preferences.weekend?.importance)
        .toBe('little');
      expect(await settingsOf(me)).toMatchObject({
        relationship_goal: 'casual',
        compatibility_preferences: {
          weekend: { accepted: ['outdoors', 'culture'], importance: 'little' },
          values: { accepted: ['honesty', 'loyalty'], importance: 'mandatory' },
        },
      });
      expect(
        (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as Me)).settings,
      ).toMatchObject({ relationship_goal: 'casual' });

      // Then cleared: both questions and the intention.
      await row(page, 'weekend')
        .getByRole('button', { name: /^Effacer : Votre week-end/ })
        .tap();
      await row(page, 'values')
        .getByRole('button', { name: /^Effacer : La valeur/ })
        .tap();
      await panel.getByRole('button', { name: "Ne pas l'indiquer" }).tap();
      expect(await panel.locator('input:checked').count()).toBe(0);
      await panel.getByRole('button', { name: 'Enregistrer', exact: true }).tap();
      await expect.poll(async () => (await settingsOf(me)).relationship_goal).toBeNull();
      expect((await settingsOf(me)).compatibility_preferences).toEqual({});
      await page.reload();
      await panel.waitFor();
      expect(await page.getByText('Non précisé', { exact: true }).count()).toBe(8);
      expect(await panel.locator('input:checked').count()).toBe(0);

      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('skipping it sends nothing and states nothing', async () => {
    const me = await registerMember(app.baseUrl, 'Bastien Roussel', 'homme', { age: 37 });
    const tab = await openAs(browser, app.baseUrl, me, '/questionnaire', PHONE);
    const { page } = tab;
    const settingsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/profile/settings')) settingsRequests.push(request.method());
    });
    try {
      await completeFirstQuestionnaire(page, app.baseUrl, { touch: true });
      await skipStatedPreferences(page, app.baseUrl, { touch: true });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(settingsRequests).toEqual([]);
      const settings = await settingsOf(me);
      expect(settings.compatibility_preferences).toEqual({});
      expect(settings.relationship_goal).toBeNull();
      expect(settings.questionnaire_completed).toBe(true);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
