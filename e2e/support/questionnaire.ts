// A first questionnaire through its screens, and the optional step that follows it (issue 34, decision
// 063): the steps the journeys share. The questionnaire's own checks (next refused under 3 interests,
// the eight answers, "Je cherche" asked) are e2e/profile.test.ts's; this only gets a member through.
import type { Locator, Page } from 'playwright-core';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The optional step's address, where a first questionnaire's save leads. */
export const PREFERENCES_STEP_PATH = '/questionnaire?step=preferences';

/**
 * Fills a first questionnaire in French with few answers (three interests, the sliders left at 50, the
 * first option of each question, "Des hommes"), by touch or click, and saves it: "Profil complété !",
 * then the optional step "Ce que je recherche".
 */
export async function completeFirstQuestionnaire(page: Page, baseUrl: string, { touch = false } = {}) {
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  await page.getByText('Question 1/4', { exact: true }).waitFor();
  for (const interest of ['Musique', 'Voyages', 'Cuisine']) await press(page.getByRole('button', { name: interest }));
  await press(page.getByRole('button', { name: 'Suivant' }));
  await page.getByText('Question 2/4', { exact: true }).waitFor();
  await press(page.getByRole('button', { name: 'Suivant' }));
  await page.getByText('Question 3/4', { exact: true }).waitFor();
  const questions = page.locator('fieldset');
  for (let i = 0; i < (await questions.count()); i++) await press(questions.nth(i).getByRole('radio').first());
  await page.getByText('8/8 réponses').waitFor();
  await press(page.getByRole('button', { name: 'Suivant' }));
  await page.getByText('Question 4/4', { exact: true }).waitFor();
  await press(page.getByRole('radiogroup', { name: 'Je cherche' }).getByRole('radio', { name: 'Des hommes' }));
  await press(page.getByRole('button', { name: 'Terminer' }));
  await toast(page, 'Profil complété !').waitFor();
  await page.waitForURL(baseUrl + PREFERENCES_STEP_PATH);
  await page.getByRole('heading', { level: 2, name: 'Ce que je recherche' }).waitFor();
}

/** The optional step after a first questionnaire: "Passer" goes to /dashboard, nothing sent. */
export async function skipStatedPreferences(page: Page, baseUrl: string, { touch = false } = {}) {
  await page.waitForURL(baseUrl + PREFERENCES_STEP_PATH);
  const skip = page.getByRole('button', { name: 'Passer', exact: true });
  await (touch ? skip.tap() : skip.click());
  await page.waitForURL(`${baseUrl}/dashboard`);
}
