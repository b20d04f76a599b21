// Photo verification in Chromium (issue 18 part 1, issue 31, decision 038), with the real face models:
// Chromium's fake camera plays a Y4M video (`--use-file-for-fake-video-capture`, e2e/support/camera.ts)
// of a head that really turns and nods — Léa's face re-rendered in 3D from one sample photo of
// @vladmandic/face-api's package (apps/server/test/face-render.ts) — holding still, then making the
// movements the server asks (named by the test), then still again. Consent first, the camera, the
// challenge and its countdown once the camera is live, the sequence filmed while the prompts ask each
// movement, the badge on the card the other person sees, and "Profils vérifiés uniquement" leaving the
// unverified member out. axe on the consent screen, the filming and discover.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { VerificationMove } from '@affinia/contract';
import { LIVE_NEUTRAL, facePicture, renderedView } from '../apps/server/test/face-fixtures.js';
import { movePath } from '../apps/server/test/face-render.js';
import { processVisionClient } from '../apps/server/src/modules/photo-screening/vision-client.js';
import { createFaceAnalyzer } from '../apps/server/src/modules/verification/face-analyzer.js';
import { apiClient } from '../apps/server/test/test-server.js';
import type { AppServer } from './support/server.js';
import { writeY4m } from './support/camera.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs, type Session } from './support/members.js';

const MOVES: VerificationMove[] = ['turn_left', 'look_up', 'turn_right'];
const cameraDir = mkdtempSync(path.join(tmpdir(), 'affinia-camera-'));
const camera = path.join(cameraDir, 'camera.y4m');

/**
 * The camera's video, 150 ms a frame: 0.9 s still (the page asks the challenge meanwhile: measured
 * near 0 s here), the movements (each pose of the path for two frames; the page takes a frame every
 * 300 ms, 24 in all), then 9 s still. A head
 * is never perfectly still: each frame is a hundredth of a radian off the last (and no two frames are
 * the same file once the browser encodes them).
 */
async function cameraVideo(): Promise<void> {
  const analyzer = createFaceAnalyzer(processVisionClient);
  const still = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      yaw: LIVE_NEUTRAL.yaw + 0.01 * Math.sin(i),
      pitch: LIVE_NEUTRAL.pitch + 0.01 * Math.cos(i),
    }));
  const poses = [
    ...still(6),
    ...movePath(MOVES, LIVE_NEUTRAL).flatMap((p) => [p, { yaw: p.yaw + 0.01, pitch: p.pitch }]),
    ...still(60),
  ];
  const frames: Buffer[] = [];
  for (const pose of poses) frames.push(await renderedView('lea', pose, analyzer));
  await writeY4m(camera, frames, [20, 3]);
}

let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  await cameraVideo();
  ({ app, browser } = await startJourney({ overrides: { verificationMoves: () => MOVES } }, [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${camera}`,
  ]));
}, 180_000);
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
    'consent, a live sequence from the camera, then the badge and the verified-only filter in discover',
    { timeout: 240_000 },
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
          .getByLabel('J’accepte le traitement des images de la caméra et de mon visage pour vérifier mon profil')
          .check();
        await dialog.getByRole('button', { name: 'Continuer' }).click();

        // The camera first; the challenge (and its 60 s) once it is live; then the prompts, in order.
        await dialog.getByRole('button', { name: 'Ouvrir la caméra' }).click();
        // (Each prompt shows 2.1 s: the test waits on what lasts the whole sequence.)
        await dialog.getByText(/^Mouvement [123] sur 3$/).waitFor();
        await dialog.getByText(/^\d+ s restantes$/).waitFor();
        await checkA11y(page);
        // The decision, or the reason of a refusal (shown in the dialog, and in the failure message).
        await dialog
          .getByText(/^(Votre profil est vérifié|La vérification n’a pas abouti)$/)
          .waitFor({ timeout: 150_000 });
        expect(await dialog.textContent()).toContain('Votre profil est vérifié');
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

        // "Profils vérifiés uniquement", from the dashboard's preferences section.
        await page.goto(`${app.baseUrl}/dashboard/preferences`);
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
