// Browser journeys of payment after the free places (FREE_SIGNUP_LIMIT=0), in Chromium against the real
// server and the built web app: sign-up → /payment → sandbox checkout → success polling → sign-up again
// → a Premium account; the restore link in a second, fresh browser; the cancel path; the expired path; the verification failures; axe on /payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { eq } from 'drizzle-orm';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  PREMIUM_PRICE_USD,
  formatPriceUsd,
} from '@affinia/contract';
import { paymentSessions } from '../apps/server/src/db/schema.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { PHONE, checkA11y, collectPageErrors } from './support/browser.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney({ env: { FREE_SIGNUP_LIMIT: '0' } })));
afterAll(() => stopJourney({ app, browser }));

let counter = 0;
function person() {
  counter += 1;
  return {
    name: `Léa Premium ${counter}`,
    age: '31',
    location: 'Nantes, France',
    email: `lea.premium.${counter}.${Date.now()}@example.com`,
    password: 'Une phrase de passe solide 42',
  };
}

async function withPage(
  run: (page: Page, context: BrowserContext) => Promise<void>,
  device: Partial<typeof PHONE> = {},
) {
  const context = await browser.newContext({ locale: 'fr-FR', ...device });
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

async function fillSignup(page: Page, who: ReturnType<typeof person>) {
  await page.getByLabel('Nom complet').fill(who.name);
  await page.getByLabel('Âge').fill(who.age);
  await page.getByLabel('Genre').selectOption('femme');
  await page.getByLabel('Localisation').fill(who.location);
  await page.getByLabel('Adresse e-mail').fill(who.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: "S'inscrire", exact: true }).click();
}

/** From /payment, presses pay and waits for the sandbox checkout page; answers the session id. */
async function openSandboxCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: `Payer ${formatPriceUsd(PREMIUM_PRICE_USD, 'fr')}` }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/sbx_[\w-]+\?lang=fr$/);
  await page.getByText('MODE TEST — aucun paiement réel ne sera effectué').waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

const sessionRow = async (id: string) => {
  const [row] = await app.server.app.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row!;
};

describe('payment after the free places', () => {
  // On a phone (issue 35 item 3): the sign-up fields but the password survive the checkout, and the
  // questionnaire then survives a reload and browser back.
  it('sign-up → payment → sandbox checkout → success → sign-up again gives a Premium account', async () => {
    await withPage(async (page) => {
      const errors = collectPageErrors(page);
      const who = person();
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      await fillSignup(page, who);

      // No free place: the server creates nothing and the app goes to /payment.
      await page.waitForURL(`${app.baseUrl}/payment`);
      await page.getByRole('heading', { level: 1, name: 'Inscription Premium' }).waitFor();
      const offer = await page.locator('main').innerText();
      // This instance offers no free place (FREE_SIGNUP_LIMIT=0): no figure of the spec's 5000 anywhere.
      expect(offer).not.toContain('5000');
      expect(offer).not.toContain('places gratuites');
      expect(offer).toContain(formatPriceUsd(PREMIUM_PRICE_USD, 'fr'));
      expect(offer).toContain('paiement unique');
      for (const benefit of [
        'Matching IA illimité',
        "Chat avec suggestions de l'IA",
        'Profil optimisé',
        'Support prioritaire',
      ]) {
        expect(offer).toContain(benefit);
      }

      const sessionId = await openSandboxCheckout(page);
      const checkoutPage = await page.locator('body').innerText();
      expect(checkoutPage).toContain('MODE TEST');
      expect(checkoutPage).toMatch(/10,00\s\$US/);

      // A declined card first: the page says so and nothing is paid.
      await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
      await page.getByLabel('Date d’expiration').fill('12/39');
      await page.getByLabel('Code de sécurité (CVC)').fill('123');
      await page.getByRole('button', { name: /^Payer/ }).click();
      await page.getByRole('alert').getByText('Votre carte a été refusée.').waitFor();
      expect((await sessionRow(sessionId)).paymentStatus).toBe('unpaid');

      await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
      await page.getByLabel('Date d’expiration').fill('12/39');
      await page.getByLabel('Code de sécurité (CVC)').fill('123');
      // The success page's clock is the test's: its redirect delay is run through, not waited for.
      await page.clock.install();
      await page.getByRole('button', { name: /^Payer/ }).click();

      await page.waitForURL(`${app.baseUrl}/payment/success?session_id=${sessionId}`);
      await page.getByRole('heading', { level: 1, name: 'Paiement réussi !' }).waitFor();
      await page.getByRole('link', { name: "Continuer l'inscription" }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('payment_session_id'))).toBe(sessionId);

      // Two seconds later, back to sign-up: the form as it was left, but for the password, never stored.
      await page.clock.runFor(PAYMENT_SUCCESS_REDIRECT_MS);
      await page.waitForURL(`${app.baseUrl}/auth?mode=signup`, { timeout: 5000 });
      await page.getByText('Saisissez à nouveau votre mot de passe', { exact: false }).waitFor();
      expect(await page.getByLabel('Nom complet').inputValue()).toBe(who.name);
      expect(await page.getByLabel('Âge').inputValue()).toBe(who.age);
      expect(await page.getByLabel('Genre').inputValue()).toBe('femme');
      expect(await page.getByLabel('Localisation').inputValue()).toBe(who.location);
      expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe(who.email);
      const password = page.getByLabel('Mot de passe', { exact: true });
      expect(await password.inputValue()).toBe('');
      const storage = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
      );
      expect(storage).not.toContain(who.password);
      await password.fill(who.password);
      await page.getByRole('button', { name: "S'inscrire", exact: true }).tap();
      await page.waitForURL(`${app.baseUrl}/questionnaire`);

      // Question 3 reached, two answers chosen: a reload resumes there with them selected.
      for (const interest of ['Musique', 'Voyages', 'Yoga']) await page.getByRole('button', { name: interest }).tap();
      await page.getByRole('button', { name: 'Suivant' }).tap();
      await page.getByText('Question 2/4', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Suivant' }).tap();
      await page.getByText('Question 3/4', { exact: true }).waitFor();
      await page.getByText('Un cocon à la maison', { exact: false }).tap();
      await page.getByText('En parler tout de suite', { exact: false }).tap();
      await page.getByText('Réponses enregistrées').waitFor();
      const answered = () =>
        page
          .locator('input[type="radio"]:checked')
          .evaluateAll((inputs) =>
            inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`).sort(),
          );
      expect(await answered()).toEqual(['question-conflict=talk_now', 'question-weekend=cozy']);
      await page.reload();
      await page.getByText('Question 3/4', { exact: true }).waitFor();
      expect(await answered()).toEqual(['question-conflict=talk_now', 'question-weekend=cozy']);

      // Browser back leads to the sign-up form's address: the member is taken back to question 3.
      await page.goBack();
      await page.waitForURL(`${app.baseUrl}/questionnaire`);
      await page.getByText('Question 3/4', { exact: true }).waitFor();
      expect(await page.getByLabel('Nom complet').count()).toBe(0);
      expect(await answered()).toEqual(['question-conflict=talk_now', 'question-weekend=cozy']);

      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        user: JSON.parse(localStorage.getItem('user') ?? 'null'),
        credit: localStorage.getItem('payment_session_id'),
      }));
      expect(stored.token).toBeTruthy();
      expect(stored.user.is_premium).toBe(true);
      expect(stored.credit).toBeNull();
      const me = await fetch(`${app.baseUrl}/api/profile/me`, { headers: { authorization: `Bearer ${stored.token}` } });
      expect((await me.json()).is_premium).toBe(true);
      const row = await sessionRow(sessionId);
      expect(row.redeemedBy).toBe(stored.user.id);

      // The dashboard shows the Premium badge.
      await page.goto(`${app.baseUrl}/dashboard`);
      await page.getByText(who.name).first().waitFor();
      await page.getByText('Premium', { exact: true }).waitFor();
      // The declined attempt answered 402 for the sandbox page itself; nothing else went wrong.
      expect(errors.filter((e) => !/status of 402/.test(e))).toEqual([]);
    }, PHONE);
  });

  it('the cancel link returns to /payment/cancel, which says nothing was charged and offers to pay again', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/payment`);
      const sessionId = await openSandboxCheckout(page);
      await page.getByRole('link', { name: 'Annuler et revenir à Affinia' }).click();
      await page.waitForURL(`${app.baseUrl}/payment/cancel`);
      await page.getByText('Paiement annulé').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Inscription Premium' }).waitFor();
      expect(
        await page.getByRole('button', { name: `Payer ${formatPriceUsd(PREMIUM_PRICE_USD, 'fr')}` }).isEnabled(),
      ).toBe(true);
      expect((await sessionRow(sessionId)).paymentStatus).toBe('unpaid');
      expect(await page.evaluate(() => localStorage.getItem('payment_session_id'))).toBeNull();
    });
  });

  it('an expired session cannot be paid, and its return page says "Session de paiement expirée"', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/payment`);
      const sessionId = await openSandboxCheckout(page);
      // Time passes beyond PAYMENT_SESSION_TTL_MINUTES.
      await app.server.app.database.db
        .update(paymentSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentSessions.id, sessionId));
      await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
      await page.getByLabel('Date d’expiration').fill('12/39');
      await page.getByLabel('Code de sécurité (CVC)').fill('123');
      await page.getByRole('button', { name: /^Payer/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Session de paiement expirée' }).waitFor();
      expect((await sessionRow(sessionId)).paymentStatus).toBe('unpaid');

      await page.goto(`${app.baseUrl}/payment/success?session_id=${sessionId}`);
      await page.getByRole('heading', { level: 1, name: 'Session de paiement expirée' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('payment_session_id'))).toBeNull();
      await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
      await page.waitForURL(`${app.baseUrl}/payment`);
      await page.getByRole('heading', { level: 1, name: 'Inscription Premium' }).waitFor();
    });
  });

  it('polls five times, 2 s apart, then reports "Vérification du paiement expirée" for a session still unpaid', async () => {
    await withPage(async (page) => {
      const form = new FormData();
      form.set('origin_url', app.baseUrl);
      const { url } = await (
        await fetch(`${app.baseUrl}/api/payments/checkout`, { method: 'POST', body: form })
      ).json();
      const sessionId = new URL(url).pathname.split('/').pop()!;
      // When each poll left, by the page's clock: the test's own receipt of the requests lags under load,
      // unevenly (decision 046).
      await page.addInitScript(() => {
        const fetchOf = window.fetch.bind(window);
        const polls: number[] = ((window as unknown as { polls: number[] }).polls = []);
        window.fetch = (input, init) => {
          if (String(input instanceof Request ? input.url : input).includes('/api/payments/status/'))
            polls.push(Date.now());
          return fetchOf(input, init);
        };
      });
      // The page's clock is the test's: each 2 s interval is run through at once instead of waited for.
      // Timers fire at their own times within a run, so a poll due early would be seen early.
      await page.clock.install();
      await page.goto(`${app.baseUrl}/payment/success?session_id=${sessionId}`);
      await page.getByRole('heading', { level: 1, name: 'Vérification du paiement…' }).waitFor();
      for (let answers = 1; answers < PAYMENT_POLL_MAX_ATTEMPTS; answers++) {
        await page.getByText(`Tentative ${answers + 1} sur ${PAYMENT_POLL_MAX_ATTEMPTS}`).waitFor();
        await page.clock.runFor(PAYMENT_POLL_INTERVAL_MS);
      }
      await page.getByRole('heading', { level: 1, name: 'Vérification du paiement expirée' }).waitFor();
      // No sixth poll, however long the page stays open.
      await page.clock.runFor(3 * PAYMENT_POLL_INTERVAL_MS);
      const polls = await page.evaluate(() => (window as unknown as { polls: number[] }).polls);
      expect(polls).toHaveLength(PAYMENT_POLL_MAX_ATTEMPTS);
      for (let i = 1; i < polls.length; i++)
        expect(polls[i]! - polls[i - 1]!).toBeGreaterThanOrEqual(PAYMENT_POLL_INTERVAL_MS);
      await page.getByRole('link', { name: 'Réessayer le paiement' }).waitFor();
    });
  });

  it('a payment made in one browser is restored in another by its link, and used there once', async () => {
    const who = person();
    let restoreLink = '';
    let sessionId = '';
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/payment`);
      sessionId = await openSandboxCheckout(page);
      await checkA11y(page);
      await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
      await page.getByLabel('Date d’expiration').fill('12/39');
      await page.getByLabel('Code de sécurité (CVC)').fill('123');
      await page.getByLabel('Adresse e-mail pour le reçu (facultatif)').fill(who.email);
      // The success page's clock is the test's, so that its redirect delay is run through, not waited for.
      await page.clock.install();
      await page.getByRole('button', { name: /^Payer/ }).click();
      await page.waitForURL(`${app.baseUrl}/payment/success?session_id=${sessionId}`);
      await page.getByRole('heading', { level: 1, name: 'Paiement réussi !' }).waitFor();
      // The restore link: private, good for one sign-up; focusing it keeps the screen here.
      const field = page.getByLabel('Votre lien de récupération');
      await field.focus();
      restoreLink = await field.inputValue();
      expect(restoreLink).toBe(`${app.baseUrl}/payment/success?session_id=${sessionId}`);
      expect(await page.locator('main').innerText()).toContain('Il est privé : ne le partagez pas.');
      await checkA11y(page);
      // Past the delay after which the page would have gone on to sign-up.
      await page.clock.runFor(PAYMENT_SUCCESS_REDIRECT_MS + 500);
      expect(page.url()).toBe(restoreLink);
    });

    // A fresh browser with nothing stored: the link restores the credit there, and sign-up uses it.
    await withPage(async (page) => {
      const errors = collectPageErrors(page);
      expect(await page.evaluate(() => localStorage.length).catch(() => 0)).toBe(0);
      await page.goto(restoreLink);
      await page.getByRole('heading', { level: 1, name: 'Paiement réussi !' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('payment_session_id'))).toBe(sessionId);
      await page.waitForURL(`${app.baseUrl}/auth?mode=signup`, { timeout: 5000 });
      await fillSignup(page, who);
      await page.waitForURL(`${app.baseUrl}/questionnaire`);
      const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
      expect(user.is_premium).toBe(true);
      expect((await sessionRow(sessionId)).redeemedBy).toBe(user.id);
      expect(errors).toEqual([]);
    });

    // Used: a third browser opening the link is told so and keeps nothing.
    await withPage(async (page) => {
      await page.goto(restoreLink);
      await page.getByRole('heading', { level: 1, name: 'Ce paiement ne peut pas être utilisé' }).waitFor();
      await page.getByText('Ce paiement a déjà été utilisé pour créer un compte.').first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('payment_session_id'))).toBeNull();
      await checkA11y(page);
    });
  });

  it('an unknown session reports "Erreur de vérification" with a retry', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/payment/success?session_id=sbx_unknown`);
      await page.getByRole('heading', { level: 1, name: 'Erreur de vérification' }).waitFor();
      await page.getByRole('link', { name: 'Réessayer le paiement' }).waitFor();
      await page.getByRole('link', { name: "Retour à l'accueil", exact: true }).waitFor();
    });
  });

  it('a failed checkout request shows "Erreur de paiement" and re-enables the pay button', async () => {
    await withPage(async (page) => {
      await page.route('**/api/payments/checkout', (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            detail: 'Le service de paiement est momentanément indisponible. Veuillez réessayer.',
          }),
        }),
      );
      await page.goto(`${app.baseUrl}/payment`);
      const pay = page.getByRole('button', { name: `Payer ${formatPriceUsd(PREMIUM_PRICE_USD, 'fr')}` });
      await pay.click();
      await page.getByText('Erreur de paiement').waitFor();
      await expect.poll(() => pay.isEnabled()).toBe(true);
      expect(page.url()).toBe(`${app.baseUrl}/payment`);
    });
  });

  it('/payment passes axe, in French and in English', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/payment`);
      await page.getByRole('heading', { level: 1, name: 'Inscription Premium' }).waitFor();
      await checkA11y(page);
      await page.getByLabel('Langue').selectOption('en');
      await page.getByRole('heading', { level: 1, name: 'Premium sign-up' }).waitFor();
      expect(await page.locator('main').innerText()).toContain('$10');
      await checkA11y(page);
      // the sandbox checkout page too
      await page.getByRole('button', { name: 'Pay $10' }).click();
      await page.waitForURL(/\/api\/payments\/sandbox\/sbx_[\w-]+\?lang=en$/);
      await page.getByText('TEST MODE — no real payment will be made').waitFor();
      await checkA11y(page);
    });
  });
});
