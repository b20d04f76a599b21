// Browser journeys of the mailed links (issue 16) in Chromium, against the real server sending to a
// real SMTP server started by the test: forgotten password → mail → link → new password → signed in;
// confirming the address removes the banner; a password change signs out another browser; a message to
// a member with the conversation open mails nothing, once away exactly one per window, and none once
// they turned those mails off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient, newUser } from '../apps/server/test/test-server.js';
import { sql } from 'drizzle-orm';
import { createMatch } from '../apps/server/test/fixtures.js';
import { queueSettled } from '../apps/server/test/mail-queue.js';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../apps/server/test/smtp-server.js';
import { startAppServer, type AppServer } from './support/server.js';
import { PHONE, checkA11y, collectPageErrors, launchBrowser } from './support/browser.js';

let app: AppServer;
let smtp: TestSmtpServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startAppServer({ env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
});

async function withPage(run: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

async function member() {
  const body = newUser();
  const res = await apiClient(app.baseUrl).post('/api/auth/register', { json: body });
  expect(res.status).toBe(201);
  return {
    ...body,
    token: res.data.token as string,
    id: res.data.user.id as string,
    displayName: res.data.user.display_name as string,
  };
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${app.baseUrl}/auth`);
  await page.getByLabel('Adresse e-mail').fill(who.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** Opens a section of the dashboard (decision 060) from its menu, as a member would. */
async function section(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Réglages' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('forgotten password', () => {
  it('login form → "Mot de passe oublié ?" → mail → link → new password → signed in', async () => {
    const who = await member();
    await withPage(async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${app.baseUrl}/auth`);
      await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
      await page.waitForURL('**/forgot-password');
      await checkA11y(page);
      await page.getByLabel('Adresse e-mail').fill(who.email);
      await page.getByRole('button', { name: 'Recevoir le lien' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toContain('Si un compte existe pour cette adresse');

      const mail = await smtp.waitFor(
        (m) => m.envelopeTo.includes(who.email) && m.subject === 'Réinitialisation de votre mot de passe',
      );
      await page.goto(linkIn(mail, 'reset-password'));
      await checkA11y(page);
      await page.getByLabel('Nouveau mot de passe').fill('Un printemps tout neuf à Lyon');
      await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
      await page.waitForURL('**/dashboard');
      expect(await stored(page, 'token')).toBeTruthy();
      await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
      expect(errors).toEqual([]);
    });
    const api = apiClient(app.baseUrl);
    expect(
      (await api.post('/api/auth/login', { json: { email: who.email, password: 'Un printemps tout neuf à Lyon' } }))
        .status,
    ).toBe(200);
    expect((await api.get('/api/profile/me', { token: who.token })).status).toBe(401);
  });
});

describe('one-time sign-in link (decision 035)', () => {
  it('on a phone: "Recevoir un lien de connexion" → mail → link → one tap → signed in; the link works once', async () => {
    const who = await member();
    const context = await browser.newContext({ locale: 'fr-FR', ...PHONE });
    try {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${app.baseUrl}/auth`);
      await page.getByRole('link', { name: 'Recevoir un lien de connexion' }).tap();
      await page.waitForURL('**/sign-in-link');
      await checkA11y(page);
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByLabel('Adresse e-mail').fill(who.email);
      await page.getByRole('button', { name: 'Recevoir le lien' }).tap();
      await expect.poll(() => page.getByRole('status').textContent()).toContain('un lien de connexion vient');

      const mail = await smtp.waitFor(
        (m) => m.envelopeTo.includes(who.email) && m.subject === 'Votre lien de connexion',
      );
      const link = linkIn(mail, 'sign-in-link');
      await page.goto(link);
      await checkA11y(page);
      // Opening the page spends nothing (mail scanners open links): the member taps to sign in.
      await page.getByRole('button', { name: 'Me connecter' }).tap();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Connexion réussie !' }).waitFor();
      await page.waitForURL('**/dashboard');
      expect(await stored(page, 'token')).toBeTruthy();
      await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
      expect(errors).toEqual([]);

      // The same link a second time, in a fresh browser: refused, with a way to ask again.
      const second = await browser.newContext({ locale: 'fr-FR', ...PHONE });
      try {
        const again = await second.newPage();
        await again.goto(link);
        await again.getByRole('button', { name: 'Me connecter' }).click();
        await again.getByRole('alert').waitFor();
        expect(await again.getByRole('alert').textContent()).toContain('lien');
        expect(await stored(again, 'token')).toBeNull();
        await checkA11y(again);
        await again.getByRole('link', { name: 'Demander un nouveau lien' }).waitFor();
      } finally {
        await second.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('address confirmation', () => {
  it('shows the banner until the mailed link is opened', async () => {
    const who = await member();
    await withPage(async (page) => {
      await signIn(page, who);
      const banner = page.getByRole('region', { name: 'Confirmez votre adresse e-mail' });
      await banner.waitFor();
      await checkA11y(page);
      const mail = await smtp.waitFor(
        (m) => m.envelopeTo.includes(who.email) && m.subject === 'Confirmez votre adresse e-mail',
      );
      await page.goto(linkIn(mail, 'confirm-email'));
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Adresse e-mail confirmée');
      await page.getByRole('link', { name: 'Aller à mon profil' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'À propos de moi' }).waitFor();
      expect(await banner.count()).toBe(0);
    });
  });

  it('a confirmed change of address ends this browser’s session too, and says to sign in with the new one', async () => {
    const who = await member();
    const newEmail = `nouvelle-${who.id.slice(0, 8)}@example.org`;
    await withPage(async (page) => {
      await signIn(page, who);
      const change = await apiClient(app.baseUrl).post('/api/auth/email/change', {
        json: { password: who.password, new_email: newEmail },
        token: who.token,
      });
      expect(change.status).toBe(202);
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(newEmail));
      await page.goto(linkIn(mail, 'confirm-email'));
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toContain('Connectez-vous avec la nouvelle adresse');
      expect(await stored(page, 'token')).toBeNull();
      await checkA11y(page);
      await page.getByRole('link', { name: 'Retour à la connexion' }).click();
      await page.waitForURL('**/auth');
    });
  });

  it('can be dismissed, and stays dismissed after a reload', async () => {
    const who = await member();
    await withPage(async (page) => {
      await signIn(page, who);
      const banner = page.getByRole('region', { name: 'Confirmez votre adresse e-mail' });
      await banner.waitFor();
      await page.getByRole('button', { name: 'Masquer ce message' }).click();
      // Gone once the page has re-rendered, which can be a frame after the click under load.
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: 'À propos de moi' }).waitFor();
      expect(await banner.count()).toBe(0);
    });
  });
});

describe('password change and notification switches', () => {
  it('a password change in the dashboard’s privacy section signs out another browser and keeps this one', async () => {
    const who = await member();
    const other = await browser.newContext({ locale: 'fr-FR' });
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, who);
      await withPage(async (page) => {
        await signIn(page, who);
        await section(page, 'Confidentialité et sécurité');
        // The form is folded under its button.
        const open = page.getByRole('button', { name: 'Changer de mot de passe' });
        expect(await open.getAttribute('aria-expanded')).toBe('false');
        await open.click();
        await page.getByLabel('Mot de passe actuel').fill(who.password);
        await page.getByLabel('Nouveau mot de passe').fill('Une autre saison à Marseille');
        await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
        await page.locator('[data-sonner-toast]').filter({ hasText: 'Mot de passe modifié' }).waitFor();
        // This browser continues: a reload keeps it on the same section.
        await page.reload();
        await page.getByRole('heading', { name: 'Confidentialité et sécurité', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/dashboard/privacy');

        // The notification switch turns new-message mails off.
        await section(page, 'Notifications');
        const messages = page
          .getByRole('region', { name: 'Notifications par e-mail' })
          .getByRole('switch', { name: 'Nouveaux messages' });
        expect(await messages.getAttribute('aria-checked')).toBe('true');
        await messages.click();
        await expect.poll(() => messages.getAttribute('aria-checked')).toBe('false');
        const token = await stored(page, 'token');
        const settings = await apiClient(app.baseUrl).get('/api/notifications/settings', { token: token! });
        expect(settings.data.mail.message).toBe(false);
      });
      // The other browser's next request is refused: it is sent back to sign-in.
      await otherPage.reload();
      await otherPage.waitForURL('**/auth');
      expect(await stored(otherPage, 'token')).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('new-message mails', () => {
  it('none while the conversation is open, exactly one once away, none after turning them off', async () => {
    const [a, b] = [await member(), await member()];
    const matchId = await createMatch(app.server, a, b);
    const api = apiClient(app.baseUrl);
    const post = async (content: string) => {
      const form = new FormData();
      form.set('content', content);
      expect((await api.post(`/api/chat/${matchId}/messages`, { form, token: a.token })).status).toBe(201);
    };
    const messageMails = () =>
      smtp.received.filter(
        (m) => m.envelopeTo.includes(b.email) && m.subject === `Nouveau message de ${a.displayName}`,
      );

    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      await signIn(page, b);
      await page.goto(`${app.baseUrl}/chat/${matchId}`);
      await page.getByLabel('Votre message').waitFor();
      // The chat page holds the live stream: its row is there before the first message.
      await expect
        .poll(async () => {
          const rows = await app.server.app.database.db.execute(
            sql`SELECT count(*)::int AS n FROM live_connections WHERE user_id = ${b.id}`,
          );
          return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
        })
        .toBe(1);
      await post('Tu es là ?');
      await page.getByRole('log').locator('li').filter({ hasText: 'Tu es là ?' }).waitFor();
      await queueSettled(app.server);
      expect(messageMails()).toHaveLength(0);
    } finally {
      await context.close();
    }

    // B has left: two messages, one mail (the batching window).
    await expect
      .poll(async () => {
        const rows = await app.server.app.database.db.execute(
          sql`SELECT count(*)::int AS n FROM live_connections WHERE user_id = ${b.id}`,
        );
        return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
      })
      .toBe(0);
    await post('Je t’attends au café');
    await post('Ou demain ?');
    await queueSettled(app.server);
    expect(messageMails()).toHaveLength(1);
    expect(messageMails()[0]!.text).not.toContain('café');

    // B turns new-message mails off on the dashboard; once the window has passed, nothing is mailed.
    await withPage(async (page) => {
      await signIn(page, b);
      await section(page, 'Notifications');
      const messages = page
        .getByRole('region', { name: 'Notifications par e-mail' })
        .getByRole('switch', { name: 'Nouveaux messages' });
      await messages.click();
      await expect.poll(() => messages.getAttribute('aria-checked')).toBe('false');
    });
    await app.server.app.database.db.execute(
      sql`UPDATE notification_log SET last_sent_at = now() - interval '16 minutes' WHERE user_id = ${b.id}`,
    );
    await post('Toujours là ?');
    await queueSettled(app.server);
    expect(messageMails()).toHaveLength(1);
  });
});
