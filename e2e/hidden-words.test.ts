// Hidden words in Chromium (issue 18): a member adds a word in the dashboard's privacy section, and the partner's message
// containing it is folded behind "Message masqué" in the chat until she shows it; other messages stay
// as they are. axe on both screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiClient } from '../apps/server/test/test-server.js';
import { createMatch } from '../apps/server/test/fixtures.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs } from './support/members.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

describe('hidden words', () => {
  it('folds the partner’s message containing a hidden word until it is shown', async () => {
    const api = apiClient(app.baseUrl);
    const me = await createMember(app.baseUrl, 'Maëlle', 'femme', { register: { age: 57 } });
    const him = await createMember(app.baseUrl, 'Yanis', 'homme', { register: { age: 57 } });
    const matchId = await createMatch(
      app.server,
      { id: me.user.id, token: me.token, email: '', password: '', name: 'Maëlle' },
      { id: him.user.id, token: him.token, email: '', password: '', name: 'Yanis' },
    );
    for (const content of ['Tu veux voir mon 🍆 ?', 'Sinon, tu aimes la randonnée ?']) {
      const form = new FormData();
      form.set('content', content);
      expect((await api.post(`/api/chat/${matchId}/messages`, { token: him.token, form })).status).toBe(201);
    }

    const { page, errors, close } = await openAs(browser, app.baseUrl, me, '/dashboard/privacy');
    try {
      const field = page.getByLabel('Mot ou emoji à masquer');
      await field.waitFor();
      // axe before the change: the toast that follows fades in and out (mid-fade colours fail contrast).
      await checkA11y(page);
      await field.fill('🍆');
      await page.getByRole('button', { name: 'Masquer ce mot' }).click();
      await page.getByRole('button', { name: 'Retirer « 🍆 »' }).waitFor();
      expect((await api.get('/api/chat/hidden-words', { token: me.token })).data).toEqual({ words: ['🍆'] });

      await page.goto(`${app.baseUrl}/chat/${matchId}`);
      await page.getByText('Sinon, tu aimes la randonnée ?').waitFor();
      await page.getByText('Message masqué').waitFor();
      expect(await page.getByText('Tu veux voir mon 🍆 ?').count()).toBe(0);
      await checkA11y(page);
      await page.getByRole('button', { name: 'Afficher' }).click();
      await page.getByText('Tu veux voir mon 🍆 ?').waitFor();
      await page.getByRole('button', { name: 'Masquer à nouveau' }).click();
      await page.getByText('Message masqué').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
