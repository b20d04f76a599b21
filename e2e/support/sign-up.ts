// Sign-up in the browser with a town from the place picker, by touch (a phone context): the steps the
// village journeys share. `onOptions` sees the picker's matching options before the tap.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type NewMember = { name: string; email: string; password: string; age: number };

export async function signUpPickingPlace(
  page: Page,
  baseUrl: string,
  who: NewMember,
  place: { typed: string; name: string },
  onOptions: (options: Locator) => Promise<void> = async () => {},
): Promise<void> {
  await page.goto(`${baseUrl}/auth?mode=signup`);
  await page.getByLabel('Nom complet').fill(who.name);
  await page.getByLabel('Âge').fill(String(who.age));
  await page.getByLabel('Genre').selectOption('femme');
  const picker = page.getByRole('combobox', { name: 'Localisation' });
  await picker.tap();
  await picker.pressSequentially(place.typed, { delay: 20 });
  const option = page.getByRole('option', { name: new RegExp(place.name) }).first();
  await option.waitFor();
  await onOptions(option);
  await option.tap();
  await expect.poll(() => picker.inputValue()).toBe(`${place.name}, France`);
  await page.getByText('Ville reconnue').waitFor();
  await page.getByLabel('Adresse e-mail').fill(who.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
  await page.getByRole('checkbox').tap();
  await page.getByRole('button', { name: "S'inscrire", exact: true }).tap();
  await page.waitForURL(`${baseUrl}/questionnaire`);
}
