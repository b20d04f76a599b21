// The name other members see (issue 33 item 4, decision 040) in the browser: the dashboard's privacy
// section (decision 060) shows the first name derived at sign-up, the member changes it there, and another member's discover card
// shows the new one — never the surname.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs, type Gender } from './support/members.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

/** Everyone here is 47 and seeks 46–48. */
const member = (name: string, gender: Gender) =>
  createMember(app.baseUrl, name, gender, {
    register: { age: 47 },
    questionnaire: { interests: ['music', 'travel', 'cooking', 'nature'] },
    settings: { age_min: 46, age_max: 48 },
  });

describe('the name others see', () => {
  it('is shown and changed in the dashboard’s privacy section, and the other member’s card follows', async () => {
    const lea = await member('Marie-Léa Fontanel', 'femme');
    const hugo = await member('Hugo Berthelot', 'homme');

    const mine = await openAs(browser, app.baseUrl, lea, '/dashboard/privacy');
    try {
      const field = mine.page.getByLabel('Prénom affiché');
      await expect.poll(() => field.inputValue()).toBe('Marie-Léa');
      await mine.page.getByText('jamais votre nom complet (Marie-Léa Fontanel)', { exact: false }).waitFor();
      await checkA11y(mine.page);
      await field.fill('   ');
      await mine.page.getByRole('button', { name: 'Enregistrer mon prénom' }).click();
      await mine.page.getByText('Indiquez un prénom ou un pseudo de 1 à 40 caractères', { exact: false }).waitFor();
      await field.fill('Malé');
      await mine.page.getByRole('button', { name: 'Enregistrer mon prénom' }).click();
      await mine.page.locator('[data-sonner-toast]').filter({ hasText: 'Prénom enregistré' }).waitFor();
      expect(mine.errors).toEqual([]);
    } finally {
      await mine.close();
    }

    const his = await openAs(browser, app.baseUrl, hugo, '/discover');
    try {
      const heading = his.page.getByTestId('discover-card').getByRole('heading', { level: 2 });
      await expect.poll(() => heading.textContent()).toContain('Malé');
      expect(await his.page.getByTestId('discover-card').textContent()).not.toContain('Fontanel');
      expect(his.errors).toEqual([]);
    } finally {
      await his.close();
    }
  });
});
