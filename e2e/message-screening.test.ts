// "Es-tu sûr(e) ?" and "Ce message te dérange ?" in Chromium (issue 18 part 3). The sender of an insult
// is asked first: "Modifier le message" gives the draft back and sends nothing; "Envoyer quand même"
// sends it. The recipient sees "Ce message te dérange ?" beside it and reports it in two taps, with
// the message attached and harassment already chosen. A link in a first message stays text until both
// members have written three messages each, and reaches the admin's scam signals. axe throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { reports, users } from '../apps/server/src/db/schema.js';
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

/** The 422 that asks "Es-tu sûr(e) ?" is the point: the browser logs any 4xx, nothing else may fail. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 422'));

describe('a chat that protects people', () => {
  it('asks the sender first, then lets the recipient report the message in two taps', async () => {
    const api = apiClient(app.baseUrl);
    const her = await createMember(app.baseUrl, 'Maëlle', 'femme', { register: { age: 58 } });
    const him = await createMember(app.baseUrl, 'Yanis', 'homme', { register: { age: 58 } });
    const matchId = await createMatch(
      app.server,
      { id: her.user.id, token: her.token, email: '', password: '', name: 'Maëlle' },
      { id: him.user.id, token: him.token, email: '', password: '', name: 'Yanis' },
    );
    const stored = async () => (await api.get(`/api/chat/${matchId}/messages`, { token: her.token })).data as unknown[];

    const sender = await openAs(browser, app.baseUrl, him, `/chat/${matchId}`);
    try {
      const { page } = sender;
      const box = page.getByLabel('Votre message');
      await box.fill('Espèce de connard');
      await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Es-tu sûr(e) ?' });
      await dialog.waitFor();
      await dialog.getByText('Ce message pourrait blesser Maëlle').waitFor();
      // A stray Enter edits, never sends.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Modifier le message');
      await checkA11y(page);
      await dialog.getByRole('button', { name: 'Modifier le message' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await box.inputValue()).toBe('Espèce de connard');
      expect(await stored()).toEqual([]);

      await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
      await dialog.getByRole('button', { name: 'Envoyer quand même' }).click();
      await page.getByRole('log').getByText('Espèce de connard').waitFor();
      await expect.poll(() => box.inputValue()).toBe('');
      expect(await stored()).toHaveLength(1);
      // My own message is not offered for report.
      expect(await page.getByRole('button', { name: 'Ce message te dérange ?' }).count()).toBe(0);
      expect(unexpected(sender.errors)).toEqual([]);
    } finally {
      await sender.close();
    }

    const recipient = await openAs(browser, app.baseUrl, her, `/chat/${matchId}`);
    try {
      const { page } = recipient;
      await page.getByRole('button', { name: 'Ce message te dérange ?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Signaler Yanis' });
      await dialog.getByText('Le message sera joint au signalement :').waitFor();
      await dialog.locator('blockquote').getByText('Espèce de connard').waitFor();
      expect(await dialog.getByLabel('Motif').inputValue()).toBe('harassment');
      await checkA11y(page);
      await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
      await page.getByText("Signalement envoyé. Merci, notre équipe va l'examiner.").waitFor();
      const [filed] = await app.server.app.database.db
        .select()
        .from(reports)
        .where(eq(reports.reportedId, him.user.id));
      expect(filed).toMatchObject({
        reporterId: her.user.id,
        reason: 'harassment',
        messageContent: 'Espèce de connard',
      });
      expect(unexpected(recipient.errors)).toEqual([]);
    } finally {
      await recipient.close();
    }
  });

  it('keeps a first message’s link unclickable until both have written three messages, and tells the admin', async () => {
    const api = apiClient(app.baseUrl);
    const her = await createMember(app.baseUrl, 'Inès', 'femme', { register: { age: 59 } });
    const him = await createMember(app.baseUrl, 'Hugo', 'homme', { register: { age: 59 } });
    const matchId = await createMatch(
      app.server,
      { id: her.user.id, token: her.token, email: '', password: '', name: 'Inès' },
      { id: him.user.id, token: him.token, email: '', password: '', name: 'Hugo' },
    );
    const say = async (who: typeof her, content: string) => {
      const form = new FormData();
      form.set('content', content);
      expect((await api.post(`/api/chat/${matchId}/messages`, { token: who.token, form })).status).toBe(201);
    };
    await say(him, 'Regarde mes photos sur www.example.com/hugo');

    const tab = await openAs(browser, app.baseUrl, her, `/chat/${matchId}`);
    try {
      const { page } = tab;
      const log = page.getByRole('log');
      await log.getByText('Regarde mes photos sur www.example.com/hugo').waitFor();
      expect(await log.getByRole('link').count()).toBe(0);

      for (const text of ['Salut Hugo', 'Tu fais quoi ?', 'Je préfère discuter ici']) await say(her, text);
      for (const text of ['Je suis photographe', 'Et toi ?']) await say(him, text);
      await page.reload();
      const link = log.getByRole('link', { name: 'www.example.com/hugo' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://www.example.com/hugo');
      expect((await link.getAttribute('rel'))?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer', 'nofollow']),
      );
      await checkA11y(page);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }

    await app.server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, her.user.id));
    const admin = await openAs(browser, app.baseUrl, her, '/admin');
    try {
      const panel = admin.page.getByRole('region', { name: /Signaux d'arnaque/ });
      await panel.getByText('Regarde mes photos sur www.example.com/hugo').waitFor();
      await panel.getByText('Lien', { exact: true }).waitFor();
      await panel.getByText('Risque 25/100').waitFor();
      await checkA11y(admin.page);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
