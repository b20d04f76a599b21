// Photo verification in Chromium (issue 18 part 1), with the real face models: Chromium's fake camera is
// fed from a file (`--use-file-for-fake-video-capture`, an MJPEG still that Chromium reads again at each
// getUserMedia), which the test writes with the pose each step asks for — faces cut from the sample
// photos in @vladmandic/face-api's package. Consent first, then the two poses, the badge on the card the
// other person sees, and "Profils vérifiés uniquement" leaving the unverified member out. axe on the
// consent screen, a camera step and discover.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { facePicture } from '../apps/server/test/face-fixtures.js';
import { apiClient } from '../apps/server/test/test-server.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs, type Session } from './support/members.js';

const cameraDir = mkdtempSync(path.join(tmpdir(), 'affinia-camera-'));
const camera = path.join(cameraDir, 'camera.mjpeg');
/**
 * What the fake camera shows from the next time the page opens it: framed 640×480 as a webcam gives it
 * (Chromium's file camera reads an MJPEG of one frame; other sizes came out as 2×2 pixels).
 */
const showToCamera = async (jpeg: Buffer) =>
  writeFileSync(
    camera,
    await sharp(jpeg).resize(640, 480, { fit: 'contain', background: '#808080' }).jpeg({ quality: 92 }).toBuffer(),
  );

let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  await showToCamera(await facePicture('lea', { rotate: -40 }));
  ({ app, browser } = await startJourney({ overrides: { verificationPoses: () => ['straight', 'tilt_left'] } }, [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${camera}`,
  ]));
});
afterAll(async () => {
  await stopJourney({ app, browser });
  rmSync(cameraDir, { recursive: true, force: true });
});

async function addProfilePhoto(member: Session, jpeg: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await apiClient(app.baseUrl).post('/api/profile/photos', { form, token: member.token });
  expect(res.status).toBe(201);
}

describe('photo verification', () => {
  it(
    'consent, two poses from the camera, then the badge and the verified-only filter in discover',
    { timeout: 120_000 },
    async () => {
      const age = 64;
      const lea = await createMember(app.baseUrl, 'Léa', 'femme', { register: { age } });
      const other = await createMember(app.baseUrl, 'Zoé', 'femme', { register: { age } });
      const marc = await createMember(app.baseUrl, 'Marc', 'homme', { register: { age } });
      await addProfilePhoto(lea, await facePicture('lea'));

      const mine = await openAs(browser, app.baseUrl, lea, '/dashboard');
      try {
        const page = mine.page;
        await page.getByRole('button', { name: 'Vérifier mon profil' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await checkA11y(page);
        // No camera before consent: "Continuer" asks for the box to be ticked first.
        await dialog
          .getByLabel('J’accepte le traitement de mes selfies et de mon visage pour vérifier mon profil')
          .check();
        await dialog.getByRole('button', { name: 'Continuer' }).click();

        await dialog.getByText('Pose 1 sur 2').waitFor();
        await dialog.getByText('Regardez droit vers l’objectif').waitFor();
        await showToCamera(await facePicture('lea', { rotate: -40, width: 470 }));
        await dialog.getByRole('button', { name: 'Ouvrir la caméra' }).click();
        await dialog.getByRole('button', { name: 'Prendre la photo' }).click();
        await checkA11y(page);

        await dialog.getByText('Pose 2 sur 2').waitFor();
        await dialog.getByText('Inclinez la tête vers la gauche').waitFor();
        await showToCamera(await facePicture('lea', { width: 460 }));
        await dialog.getByRole('button', { name: 'Ouvrir la caméra' }).click();
        await dialog.getByRole('button', { name: 'Prendre la photo' }).click();
        await dialog.getByRole('button', { name: 'Envoyer' }).click();
        await dialog.getByText('Votre profil est vérifié').waitFor({ timeout: 30_000 });
        expect(mine.errors).toEqual([]);
      } finally {
        await mine.close();
      }
      const status = await apiClient(app.baseUrl).get('/api/verification', { token: lea.token });
      expect(status.data.verified).toBe(true);

      const his = await openAs(browser, app.baseUrl, marc, '/discover');
      try {
        const page = his.page;
        const card = page.getByTestId('discover-card');
        await expect.poll(() => page.getByTestId('discover-counter').textContent()).toBe('1 / 2');
        const names = async () => (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
        // Whoever comes first, the badge is on Léa's card and not on Zoé's.
        const first = await names();
        const badgeFirst = await card.getByText('Profil vérifié').count();
        expect({ first, badge: badgeFirst > 0 }).toEqual({ first, badge: first.includes('Léa') });
        await checkA11y(page);

        // "Profils vérifiés uniquement", from the dashboard's discover settings.
        await page.goto(`${app.baseUrl}/dashboard`);
        await page.getByLabel('Profils vérifiés uniquement').check();
        await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
        await expect
          .poll(
            async () =>
              (await apiClient(app.baseUrl).get('/api/profile/me', { token: marc.token })).data.settings.verified_only,
          )
          .toBe(true);
        await page.goto(`${app.baseUrl}/discover`);
        await expect.poll(() => page.getByTestId('discover-counter').textContent()).toBe('1 / 1');
        expect(await names()).toContain('Léa');
        await card.getByText('Profil vérifié').waitFor();
        expect(his.errors).toEqual([]);
      } finally {
        await his.close();
      }
      expect(other.user.is_verified).toBe(false);
    },
  );
});
