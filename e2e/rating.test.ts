// The rating modal from a match row (spec sections 2, 4, 5, 8): 'Noter ce profil' shows only while
// can-rate allows it (once both have written, decision 049), an incomplete rating is refused with the
// spec's message and no request, a full one is saved with the success toast, and the button is gone
// afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createConversation, registerUser } from '../apps/server/test/fixtures.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y, collectPageErrors } from './support/browser.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

describe('rating modal', () => {
  it('rates a match anonymously, once', async () => {
    const rater = await registerUser(app.server, { name: 'Camille' });
    const rated = await registerUser(app.server, { name: 'Noé', gender: 'homme' });
    // A rating needs a conversation, each side writing (decision 049).
    await createConversation(app.server, rater, rated);
    const me = await (
      await fetch(`${app.baseUrl}/api/profile/me`, { headers: { authorization: `Bearer ${rater.token}` } })
    ).json();

    const context = await browser.newContext({ locale: 'fr-FR' });
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('user', user!);
      },
      [rater.token, JSON.stringify(me)],
    );
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ratings/submit')) submits.push(r.postData() ?? '');
    });
    await page.goto(`${app.baseUrl}/matches`);

    const open = page.getByRole('button', { name: 'Noter ce profil' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Noter Noé' });
    await dialog.waitFor();
    // The anonymity sentence names the person, with no template placeholder left in it.
    const statement = dialog.getByText(/anonyme/);
    expect(await statement.isVisible()).toBe(true);
    expect(await statement.textContent()).toContain('Noé ne saura jamais');
    expect(await dialog.textContent()).not.toContain('{{');
    await checkA11y(page);

    // four criteria out of five: refused on the client
    // Clicks the visible star (the label), as a person would; the radio itself is visually hidden.
    const star = (criterion: string, stars: string) =>
      dialog
        .getByRole('group', { name: criterion })
        .locator('label', { has: page.getByRole('radio', { name: stars }) })
        .click();
    for (const criterion of ['Confiance', 'Sérieux', 'Générosité', 'Comportement']) await star(criterion, '4 étoiles');
    await dialog.getByRole('button', { name: 'Envoyer la note' }).click();
    await page.getByText('Veuillez noter tous les critères').waitFor();
    expect(submits).toEqual([]);

    await star('Communication', '5 étoiles');
    await dialog.getByRole('button', { name: 'Envoyer la note' }).click();
    await page.getByText('Notation enregistrée avec succès !').waitFor();
    expect(JSON.parse(submits[0]!)).toMatchObject({
      rated_user_id: rated.id,
      confiance: 4,
      serieux: 4,
      generosite: 4,
      comportement: 4,
      communication: 5,
    });
    await dialog.waitFor({ state: 'detached' });
    await open.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes on Escape without sending anything', async () => {
    const rater = await registerUser(app.server);
    const rated = await registerUser(app.server, { name: 'Lou' });
    await createConversation(app.server, rater, rated);
    const context = await browser.newContext({ locale: 'fr-FR' });
    await context.addInitScript((token) => localStorage.setItem('token', token), rater.token);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/matches`);
    await page.getByRole('button', { name: 'Noter ce profil' }).click();
    await page.getByRole('dialog', { name: 'Noter Lou' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Noter ce profil' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
