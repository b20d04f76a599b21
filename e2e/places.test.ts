// Browser journeys of places and distances (issue 15) in Chromium against the real server and the built
// web app: signing up with the place picker (keyboard only; on a phone, by touch, in a village of a few
// hundred people — issue 33), and a member in Lyon with a 25 km limit
// who is shown the Lyon and Villeurbanne people with their distance band, never the Marseille one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient, newUser } from '../apps/server/test/test-server.js';
import { getGazetteer } from '../apps/server/src/modules/geo/gazetteer.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y, collectPageErrors } from './support/browser.js';
import { createMember, type Gender } from './support/members.js';
import { signUpPickingPlace } from './support/sign-up.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

const townId = (name: string) =>
  getGazetteer()
    .places.filter((p) => p.name === name && p.country === 'FR')
    .sort((a, b) => b.population - a.population)[0]!.id;

async function withPage<T>(
  work: (page: Page) => Promise<T>,
  init?: (page: Page) => Promise<void>,
  device: { viewport: { width: number; height: number }; hasTouch?: boolean } = {
    viewport: { width: 1100, height: 1000 },
  },
): Promise<T> {
  const context = await browser.newContext({ locale: 'fr-FR', ...device });
  const page = await context.newPage();
  try {
    await init?.(page);
    return await work(page);
  } finally {
    await context.close();
  }
}

/** Someone of this file's cohort (age 33, looking for 33), set up through the API. */
const member = (name: string, gender: Gender, town: string, maxDistanceKm: number | null) =>
  createMember(app.baseUrl, name, gender, {
    register: { age: 33, location: `${town}, France`, place_id: townId(town) },
    questionnaire: {
      bio: 'Balades au bord du Rhône.',
      type_preference: '',
      traits: { extraversion: 60, aventure: 70, emotion: 50, planification: 40, social: 55 },
    },
    settings: { age_min: 33, age_max: 33, max_distance_km: maxDistanceKm },
  });

describe('places', () => {
  it('signs up with the place picker, by keyboard, and stores the picked town', async () => {
    await withPage(async (page) => {
      const errors = collectPageErrors(page);
      const who = newUser({ name: 'Inès Picard' });
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      await page.getByLabel('Nom complet').fill(who.name);
      await page.getByLabel('Âge').fill('29');
      await page.getByLabel('Genre').selectOption('femme');
      const place = page.getByRole('combobox', { name: 'Localisation' });
      await place.pressSequentially('villeurb', { delay: 20 });
      const option = page.getByRole('option', { name: /Villeurbanne/ });
      await option.first().waitFor();
      await expect.poll(() => option.first().textContent()).toContain('Rhône, France');
      await checkA11y(page);
      await place.press('ArrowDown');
      await place.press('Enter');
      await expect.poll(() => place.inputValue()).toBe('Villeurbanne, France');
      expect(await page.getByRole('listbox').isHidden()).toBe(true);
      await page.getByText('Ville reconnue').waitFor();
      await page.getByLabel('Adresse e-mail').fill(who.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: "S'inscrire", exact: true }).click();
      await page.waitForURL(`${app.baseUrl}/questionnaire`);

      const token = await page.evaluate(() => localStorage.getItem('token'));
      const me = await apiClient(app.baseUrl).get('/api/profile/me', { token: token! });
      expect(me.data.location).toBe('Villeurbanne, France');
      expect(me.data.settings).toMatchObject({
        place: { id: townId('Villeurbanne'), name: 'Villeurbanne' },
        max_distance_km: 100,
      });
      expect(errors).toEqual([]);
    });
  });

  it('signs up on a phone in a village of under 500 people, typed in the picker and tapped', async () => {
    // Saint-Point-Lac (Doubs): 306 inhabitants, a commune the 1000+ gazetteer did not have.
    const village = getGazetteer().places.find((p) => p.name === 'Saint-Point-Lac' && p.country === 'FR')!;
    expect(village.population).toBeLessThan(500);
    await withPage(
      async (page) => {
        const errors = collectPageErrors(page);
        const who = newUser({ name: 'Lison Faivre', age: 31 });
        await signUpPickingPlace(
          page,
          app.baseUrl,
          who,
          { typed: 'saint point l', name: 'Saint-Point-Lac' },
          async (option) => {
            expect(await option.textContent()).toContain('Doubs, France');
            await checkA11y(page);
          },
        );

        const token = await page.evaluate(() => localStorage.getItem('token'));
        const me = await apiClient(app.baseUrl).get('/api/profile/me', { token: token! });
        expect(me.data.location).toBe('Saint-Point-Lac, France');
        expect(me.data.settings.place).toMatchObject({ id: village.id, name: 'Saint-Point-Lac', region: 'Doubs' });
        expect(errors).toEqual([]);
      },
      undefined,
      { viewport: { width: 390, height: 844 }, hasTouch: true },
    );
  });

  it('shows a member in Lyon with 25 km the Lyon and Villeurbanne people, not the Marseille one', async () => {
    const viewer = await member('Chloé Bernard', 'femme', 'Lyon', 25);
    await member('Antoine Lyonnais', 'homme', 'Lyon', 50);
    await member('Bastien Villeurbannais', 'homme', 'Villeurbanne', null);
    await member('Marius Marseillais', 'homme', 'Marseille', null);

    await withPage(
      async (page) => {
        const errors = collectPageErrors(page);
        await page.goto(`${app.baseUrl}/discover`);
        const card = page.getByTestId('discover-card');
        await expect.poll(() => page.getByTestId('discover-counter').textContent()).toBe('1 / 2');
        const seen: string[] = [];
        for (let i = 0; i < 2; i++) {
          const heading = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
          const band = (await card.getByTestId('distance-band').textContent()) ?? '';
          seen.push(heading.split(',')[0]!.trim());
          expect(band).toContain('à moins de 5 km');
          expect(band).toMatch(/^(Lyon|Villeurbanne) · à moins de 5 km$/);
          if (i === 0) await checkA11y(page);
          await page.keyboard.press('ArrowLeft');
          if (i === 0) await expect.poll(() => page.getByTestId('discover-counter').textContent()).toBe('2 / 2');
        }
        expect(seen.sort()).toEqual(['Antoine', 'Bastien']);
        await page.getByText('Plus de profils pour le moment').waitFor();
        expect(await page.getByText('Marius').count()).toBe(0);
        expect(errors).toEqual([]);
      },
      async (page) => {
        await page.addInitScript(
          ([token, user]) => {
            if (sessionStorage.getItem('e2e-seeded')) return;
            sessionStorage.setItem('e2e-seeded', '1');
            localStorage.setItem('token', token);
            localStorage.setItem('user', user);
          },
          [viewer.token, JSON.stringify(viewer.user)] as const,
        );
      },
    );
  });
});
