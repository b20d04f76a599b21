// Issue 31 items 5 and 6 in Chromium. A bio the screening flags (written with a zero-width space)
// asks "Êtes-vous sûr(e) ?" on saving the questionnaire: "Modifier le texte" goes back to the bio and
// saves nothing, "Enregistrer quand même" saves it. And at the your-turn limit (1 here), a like on the
// card already on screen is refused by the server, and discover says why, as when the limit was
// reached before the page opened. axe on the dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient } from '../apps/server/test/test-server.js';
import { createMatch } from '../apps/server/test/fixtures.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs, type Session } from './support/members.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney({ env: { YOUR_TURN_LIMIT: '1' } })));
afterAll(() => stopJourney({ app, browser }));

/** The 422 (screening) and 409 (your turn) answers are the point; the browser logs every 4xx. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !e.includes('status of 422') && !e.includes('status of 409'));
const asUser = (s: Session) => ({ id: s.user.id, token: s.token, email: '', password: '', name: s.user.name });

describe('profile texts and the your-turn limit', () => {
  it('asks before saving a bio that could hurt, and saves it only once confirmed', async () => {
    const api = apiClient(app.baseUrl);
    const me = await createMember(app.baseUrl, 'Noémie', 'femme', { register: { age: 61 } });
    const { page, errors, close } = await openAs(browser, app.baseUrl, me, '/questionnaire');
    try {
      for (let step = 1; step < 4; step++) await page.getByRole('button', { name: 'Suivant' }).click();
      const bio = page.getByLabel('Votre bio');
      await bio.fill('Espèce de con\u200bnard, passe ton chemin');
      await page.getByRole('button', { name: 'Terminer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Êtes-vous sûr(e) ?' });
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Modifier le texte');
      await checkA11y(page);
      await dialog.getByRole('button', { name: 'Modifier le texte' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('bio');
      expect((await api.get('/api/profile/me', { token: me.token })).data.bio).toBe(me.user.bio);

      await page.getByRole('button', { name: 'Terminer' }).click();
      await dialog.getByRole('button', { name: 'Enregistrer quand même' }).click();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      expect((await api.get('/api/profile/me', { token: me.token })).data.bio).toBe(
        'Espèce de con\u200bnard, passe ton chemin',
      );
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses a like at the limit and shows why', async () => {
    const api = apiClient(app.baseUrl);
    const me = await createMember(app.baseUrl, 'Capucine', 'femme', { register: { age: 62 } });
    const candidate = await createMember(app.baseUrl, 'Gaspard', 'homme', { register: { age: 62 } });
    // A second card: a refused like must not pass for an answered one and move on to it silently.
    await createMember(app.baseUrl, 'Octave', 'homme', { register: { age: 62 } });
    const { page, errors, close } = await openAs(browser, app.baseUrl, me, '/discover');
    try {
      const like = page.getByRole('button', { name: /^J'aime le profil de / });
      await like.waitFor();
      // While the card is on screen, a conversation starts waiting for her reply: the limit (1) is reached.
      const writer = await createMember(app.baseUrl, 'Anatole', 'homme', { register: { age: 62 } });
      const matchId = await createMatch(app.server, asUser(me), asUser(writer));
      const message = new FormData();
      message.set('content', 'Bonjour Capucine !');
      expect((await api.post(`/api/chat/${matchId}/messages`, { token: writer.token, form: message })).status).toBe(
        201,
      );
      await like.click();
      await page.getByRole('heading', { name: 'C’est à vous de jouer' }).waitFor();
      await page.getByText('1 personne attend votre réponse').waitFor();
      // Nothing was recorded: only the waiting conversation is a match, and a like is still refused.
      expect((await api.get('/api/matches', { token: me.token })).data).toHaveLength(1);
      const liked = new FormData();
      liked.set('swiped_id', candidate.user.id);
      liked.set('action', 'like');
      expect((await api.post('/api/swipe', { token: me.token, form: liked })).status).toBe(409);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
