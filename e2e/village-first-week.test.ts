// Issue 33's first week in a small town, as one journey on a phone (390×844, touch): on a first run with
// the living demo, a newcomer from Saint-Point-Lac (Doubs, ~300 people) finds her village in the place
// picker, finds a full deck of people around her (demo top-up, decision 044), goes through all of it,
// and at its end widens the distance in one tap (decision 043) to meet someone in Lyon, 160 km away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { distanceKm } from '@affinia/matching';
import { getGazetteer, type Place } from '../apps/server/src/modules/geo/gazetteer.js';
import { apiClient, newUser } from '../apps/server/test/test-server.js';
import { questionnaireBody } from '../apps/server/test/fixtures.js';
import { PHONE, checkA11y, collectPageErrors, launchBrowser } from './support/browser.js';
import { createMember } from './support/members.js';
import { signUpPickingPlace } from './support/sign-up.js';
import { startAppServer, type AppServer } from './support/server.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  // A small first-run population, spread over four countries as on any first run: the deck in a village
  // is full only if the demo comes to where the member lives.
  app = await startAppServer({ env: { DEMO_USERS: '12' } });
  browser = await launchBrowser();
  await app.server.app.liveDemo.startFirstRun();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

function french(name: string): Place {
  const found = getGazetteer()
    .places.filter((p) => p.name === name && p.country === 'FR')
    .sort((a, b) => b.population - a.population)[0];
  if (!found) throw new Error(`${name} missing from the gazetteer`);
  return found;
}

describe('the first week in a village', () => {
  it('finds the village, gets a full deck on a first run, and widens the search in one tap at its end', async () => {
    const village = french('Saint-Point-Lac');
    const lyon = french('Lyon');
    expect(village.population).toBeLessThan(500);
    expect(distanceKm(village, lyon)).toBeGreaterThan(100);
    expect(distanceKm(village, lyon)).toBeLessThan(200);
    // Someone real 160 km away, whose own criteria accept her: only a wider search reaches him.
    await createMember(app.baseUrl, 'Mathis Lefèvre', 'homme', {
      register: { age: 34, location: 'Lyon, France', place_id: lyon.id },
      settings: { seeking_genders: ['femme'], age_min: 25, age_max: 45, max_distance_km: 500 },
    });

    const context = await browser.newContext({ ...PHONE, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      // Sign-up: the village is in the picker.
      const who = newUser({ name: 'Élise Girardot', age: 31 });
      await signUpPickingPlace(page, app.baseUrl, who, { typed: 'saint point', name: 'Saint-Point-Lac' });

      // The questionnaire's screens have their own journey (e2e/profile.test.ts): saved through the API
      // with the session the browser just received, seeking men of 25–45 within 100 km.
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const saved = await apiClient(app.baseUrl).put('/api/profile/me', {
        token,
        json: {
          ...questionnaireBody({ type_preference: 'Quelqu’un de curieux', beauty_score: 50 }),
          seeking_genders: ['homme'],
          age_min: 25,
          age_max: 45,
          max_distance_km: 100,
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.data.settings.place).toMatchObject({ id: village.id, region: 'Doubs' });
      // The demo people around her are written in the background; the journey goes on once they are.
      await app.server.app.liveDemo.topUpsSettled();

      // A full deck: page after page of people around her, every one passed, until its end.
      await page.goto(`${app.baseUrl}/discover`);
      const pass = page.getByRole('button', { name: /^Passer le profil de / });
      const end = page.getByRole('heading', { name: 'Plus de profils pour le moment' });
      // Read without waiting: between pages and at the end there is no counter.
      const counterNow = () =>
        page.evaluate(() => document.querySelector('[data-testid="discover-counter"]')?.textContent ?? '');
      let seen = 0;
      for (;;) {
        await pass.or(end).first().waitFor();
        if (await end.isVisible()) break;
        const counter = await counterNow();
        if (seen === 0) await checkA11y(page);
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/swipe'));
        await pass.tap();
        expect((await answered).status()).toBe(200);
        seen += 1;
        // The next card (or the next page, or the end) before the next tap.
        await expect.poll(counterNow).not.toBe(counter);
        if (seen > 200) throw new Error('the deck never ended');
      }
      expect(seen, 'cards in a village on a first run').toBeGreaterThanOrEqual(30);

      // Its end says what a wider search would add, and widens in one tap.
      await page.getByText(/Dans un rayon de 100 km/).waitFor();
      await checkA11y(page);
      await page.getByRole('button', { name: 'Élargir à 200 km' }).tap();
      const lyonCard = page.getByRole('button', { name: 'Passer le profil de Mathis' });
      // The new deck first (the empty state goes), then card after card until the man from Lyon.
      await pass.waitFor();
      for (let i = 0; i < 40 && !(await lyonCard.isVisible()); i++) {
        const counter = await counterNow();
        await pass.tap();
        await expect.poll(counterNow).not.toBe(counter);
        await pass.waitFor();
      }
      await lyonCard.waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
