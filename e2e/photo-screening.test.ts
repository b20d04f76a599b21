// Screened photos in Chromium (issue 18 part 2), with the real nudity model: the operator's thresholds
// place the model's own score in the band each journey needs. Held: the member sees the photo waits and
// nobody else gets it; the admin sees it in the queue and publishes one, removes another with a
// statement the member then reads on the dashboard. Until a photo shows, discover and her photos say
// nobody sees her (MIN_PHOTOS_TO_APPEAR, issue 35). Refused: the member is told why, nothing is kept.
// axe on the gallery, the admin's queue and the removal dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Me } from '@affinia/contract';
import { users } from '../apps/server/src/db/schema.js';
import { processNudityClassifier } from '../apps/server/src/modules/photo-screening/nudity-classifier.js';
import { apiClient } from '../apps/server/test/test-server.js';
import { startAppServer, type AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs } from './support/members.js';

let app: AppServer;
let browser: Browser;

// The real model, not the test servers' stand-in (decision 039): this journey is about it.
const realModel = { nudityClassifier: processNudityClassifier };

// Every score is between 0 and 1: held below 1, refused at 1 — any picture is held.
beforeAll(
  async () =>
    ({ app, browser } = await startJourney({
      // The operator's default photo minimum (test servers ask for none): a member appears once a photo shows.
      env: { PHOTO_SCREENING_HOLD_AT: '0', PHOTO_SCREENING_REFUSE_AT: '1', MIN_PHOTOS_TO_APPEAR: '1' },
      overrides: realModel,
    })),
);
afterAll(() => stopJourney({ app, browser }));

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const STATEMENT = 'Cette photo montre de la nudité, ce que nos conditions d’utilisation interdisent sur un profil.';
const portrait = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 214, g: 76, b: 112 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function addPhoto(page: Page) {
  await page.getByLabel('Ajouter une photo').setInputFiles({
    name: 'portrait.jpg',
    mimeType: 'image/jpeg',
    buffer: await portrait(),
  });
}

describe('a photo held for review', () => {
  it('waits unseen, then is published or removed by the admin with a statement', async () => {
    const api = apiClient(app.baseUrl);
    const admin = await createMember(app.baseUrl, 'Alice', 'femme', { register: { age: 62 } });
    await app.server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const member = await createMember(app.baseUrl, 'Léa', 'femme', { register: { age: 62 } });

    const mine = await openAs(browser, app.baseUrl, member, '/discover');
    const queue = await openAs(browser, app.baseUrl, admin, '/admin');
    const minimum = mine.page.getByTestId('photo-minimum-banner');
    try {
      // No photo yet: discover says nobody sees her, and takes her to her photos.
      await minimum
        .getByText('Personne ne voit encore votre profil : ajoutez une photo pour apparaître dans Découvrir.')
        .waitFor();
      await checkA11y(mine.page);
      await minimum.getByRole('link', { name: 'Ajouter une photo' }).click();
      await mine.page.waitForURL(`${app.baseUrl}/dashboard`);
      await minimum.getByText(/ajoutez une photo pour apparaître/).waitFor();

      // The member adds two photos: both wait, and say so; the banner says to wait for the review.
      await addPhoto(mine.page);
      await toast(mine.page, 'Photo ajoutée : elle sera visible après une vérification par notre équipe.')
        .first()
        .waitFor();
      await mine.page.getByText('Photo 1 en cours de vérification').waitFor();
      await addPhoto(mine.page);
      await mine.page.getByText('Photo 2 en cours de vérification').waitFor();
      await minimum.getByText(/vos photos sont en cours de vérification, vous apparaîtrez dans Découvrir/).waitFor();
      await checkA11y(mine.page);
      const me = (await api.get('/api/profile/me', { token: member.token })).data as Me;
      expect(me.held_photos).toHaveLength(2);
      const [first, second] = me.photos;
      // Nobody gets a held photo from its address.
      expect((await api.get(`/api/profile/photos/${first}`)).status).toBe(404);

      // The admin sees both, with their images, and publishes the first.
      const { page } = queue;
      await page.reload();
      const panel = page.getByRole('region', { name: 'Photos en attente de vérification' });
      const images = panel.getByRole('img', { name: 'Photo de Léa en attente de vérification' });
      await images.nth(1).waitFor();
      await page.waitForFunction(() =>
        Array.from(
          document.querySelectorAll<HTMLImageElement>('img[alt="Photo de Léa en attente de vérification"]'),
        ).every((img) => img.naturalWidth > 0),
      );
      await panel
        .getByText(/Nudité selon le modèle : \d+ %/)
        .first()
        .waitFor();
      await checkA11y(page);
      await panel.getByRole('button', { name: 'Publier la photo de Léa' }).first().click();
      await toast(page, 'Photo de Léa publiée').waitFor();
      await images.nth(1).waitFor({ state: 'detached' });

      // …and removes the other, with a ground and the facts.
      await panel.getByRole('button', { name: 'Retirer la photo de Léa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Retirer la photo de Léa' });
      await dialog.waitFor();
      await checkA11y(page);
      await dialog.getByLabel('Faits qui motivent la décision (envoyés à la personne)').fill(STATEMENT);
      await dialog.getByRole('button', { name: 'Retirer la photo' }).click();
      await toast(page, 'Photo retirée, décision envoyée à Léa').waitFor();
      await panel.getByText('Aucune photo en attente.').waitFor();
      expect(queue.errors).toEqual([]);

      // The member: one photo shown to everyone, the other gone, and the reason on the dashboard.
      const after = (await api.get('/api/profile/me', { token: member.token })).data as Me;
      expect(after.held_photos).toEqual([]);
      expect(after.photos).toHaveLength(1);
      const published = after.photos[0]!;
      expect([first, second]).toContain(published);
      expect((await api.get(`/api/profile/photos/${published}`)).status).toBe(200);
      await mine.page.reload();
      await mine.page.getByRole('img', { name: 'Photo 1 de Léa' }).waitFor();
      // One photo shows: she appears, and no banner says otherwise.
      expect(await minimum.count()).toBe(0);
      const notices = mine.page.getByRole('region', { name: "Décisions de l'équipe de modération" });
      await notices.getByText(/^Photo retirée le /).waitFor();
      await notices.getByText(STATEMENT).waitFor();
      await checkA11y(mine.page);
      expect(mine.errors).toEqual([]);
    } finally {
      await mine.close();
      await queue.close();
    }
  });
});

describe('a reported member’s photo', () => {
  it('opens from the report and is removed with a statement', async () => {
    const api = apiClient(app.baseUrl);
    const admin = await createMember(app.baseUrl, 'Bérénice', 'femme', { register: { age: 63 } });
    await app.server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const reported = await createMember(app.baseUrl, 'Noé', 'homme', { register: { age: 63 } });
    const reporter = await createMember(app.baseUrl, 'Zoé', 'femme', { register: { age: 63 } });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await portrait())], { type: 'image/jpeg' }), 'portrait.jpg');
    const uploaded = await api.post('/api/profile/photos', { token: reported.token, form });
    expect(uploaded.status).toBe(201);
    // Published by the team, then reported as it shows.
    expect((await api.post(`/api/admin/photos/${uploaded.data.id}/approve`, { token: admin.token })).status).toBe(204);
    const filed = await api.post('/api/reports', {
      token: reporter.token,
      json: { user_id: reported.user.id, reason: 'inappropriate_content' },
    });
    expect(filed.status).toBe(201);

    const tab = await openAs(browser, app.baseUrl, admin, '/admin');
    try {
      const { page } = tab;
      await page.getByRole('button', { name: 'Voir les photos de Noé' }).click();
      const image = page.getByRole('img', { name: 'Photo 1 de Noé' });
      await image.waitFor();
      await checkA11y(page);
      await page.getByRole('button', { name: 'Retirer la photo 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Retirer la photo de Noé' });
      await dialog.getByLabel('Faits qui motivent la décision (envoyés à la personne)').fill(STATEMENT);
      await dialog.getByRole('button', { name: 'Retirer la photo' }).click();
      await toast(page, 'Photo retirée, décision envoyée à Noé').waitFor();
      await page.getByText("Noé n'a aucune photo.").waitFor();
      expect((await api.get('/api/profile/me', { token: reported.token })).data.photos).toEqual([]);
      expect((await api.get(`/api/profile/photos/${uploaded.data.id}`)).status).toBe(404);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

describe('a photo at or above the refusal threshold', () => {
  let strict: AppServer;
  beforeAll(async () => {
    strict = await startAppServer({
      env: { PHOTO_SCREENING_HOLD_AT: '0', PHOTO_SCREENING_REFUSE_AT: '0' },
      overrides: realModel,
    });
  });
  afterAll(() => strict.close());

  it('is refused with the reason, and the gallery stays empty', async () => {
    const member = await createMember(strict.baseUrl, 'Inès', 'femme', { register: { age: 62 } });
    const tab = await openAs(browser, strict.baseUrl, member, '/dashboard');
    try {
      await addPhoto(tab.page);
      await toast(
        tab.page,
        'Cette photo semble contenir de la nudité : elle ne peut pas être publiée. Choisissez une autre photo.',
      ).waitFor();
      await tab.page.getByText('0/6').waitFor();
      expect((await apiClient(strict.baseUrl).get('/api/profile/me', { token: member.token })).data.photos).toEqual([]);
      // The refused upload's 422 is the only error the page saw.
      expect(tab.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
