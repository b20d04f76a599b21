// Browser journeys of /auth (spec sections 2 Auth, 4, 5, 8) in Chromium against the real server and the
// built web app: sign-up and sign-in flows, the client checks that send nothing, the e-mail check on
// blur, the token guard, the 401 rule, the language choice, and axe on both modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { apiClient, newUser } from '../apps/server/test/test-server.js';
import { startAppServer, type AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y, collectPageErrors } from './support/browser.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

const GREEN = 'rgb(21, 128, 61)'; // --color-success-600
const RED = 'rgb(200, 30, 30)'; // --color-danger-600

let counter = 0;
function person(overrides: Partial<Record<'name' | 'age' | 'location' | 'email' | 'password', string>> = {}) {
  counter += 1;
  return {
    name: `Camille Bernard ${counter}`,
    age: '29',
    location: 'Lyon, France',
    email: `camille.${counter}.${Date.now()}@example.com`,
    password: 'Une phrase de passe solide 42',
    ...overrides,
  };
}

async function withPage(run: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

/** Warnings of the i18n layer about keys a language lacks (it shows the key itself instead). */
function missingTranslations(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[i18n] missing')) missing.push(message.text());
  });
  return missing;
}

/** Every request the page sends to the API, to prove that a client-side refusal sends nothing. */
/**
 * API requests the page sends from now on. The place picker's town lookups (GET /api/places, debounced
 * while the location is typed) are the field's own suggestions, not a submission: left out.
 */
/** What the form sends: the place picker's searches and the offer's read (free places, price) aside. */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/places' && pathname !== '/api/payments/offer')
      seen.push(request);
  });
  return seen;
}

const emailInput = (page: Page) => page.getByLabel('Adresse e-mail');
const passwordInput = (page: Page) => page.getByLabel('Mot de passe', { exact: true });
const signupButton = (page: Page) => page.getByRole('button', { name: "S'inscrire", exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Se connecter', exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const borderColor = (page: Page) => emailInput(page).evaluate((el) => getComputedStyle(el).borderTopColor);

async function fillSignup(page: Page, who: ReturnType<typeof person>, { terms = true } = {}) {
  await page.getByLabel('Nom complet').fill(who.name);
  await page.getByLabel('Âge').fill(who.age);
  await page.getByLabel('Genre').selectOption('femme');
  await page.getByLabel('Localisation').fill(who.location);
  await emailInput(page).fill(who.email);
  await passwordInput(page).fill(who.password);
  if (terms) await page.getByRole('checkbox').check();
}

/** An account made through the API, to sign in with. */
async function existingAccount() {
  const body = newUser();
  const res = await apiClient(app.baseUrl).post('/api/auth/register', { json: body });
  expect(res.status).toBe(201);
  return { ...body, token: res.data.token as string };
}

describe('/auth', () => {
  it('opens in sign-in mode, and the toggle rewrites ?mode= both ways', async () => {
    await withPage(async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${app.baseUrl}/auth`);
      await page.getByRole('heading', { level: 1, name: 'Bon retour parmi nous' }).waitFor();
      expect(await page.title()).toBe('Connexion | Affinia');
      expect(await page.getByLabel('Nom complet').count()).toBe(0);

      await page.getByRole('button', { name: 'Créer un compte' }).click();
      await page.waitForURL(`${app.baseUrl}/auth?mode=signup`);
      await page.getByRole('heading', { level: 1, name: 'Créez votre compte' }).waitFor();
      expect(await page.title()).toBe('Inscription | Affinia');

      await page.getByRole('button', { name: 'Se connecter', exact: true }).last().click();
      await page.waitForURL(`${app.baseUrl}/auth?mode=login`);
      await loginButton(page).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('shows every sign-up field as the spec lists them, with the terms link opening /terms in a new tab', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      const age = page.getByLabel('Âge');
      expect(await age.getAttribute('type')).toBe('number');
      expect(await age.getAttribute('min')).toBe('18');
      expect(await emailInput(page).getAttribute('type')).toBe('email');
      expect(await page.getByLabel('Localisation').getAttribute('placeholder')).toBe('Paris, France');
      const genders = await page.getByLabel('Genre').locator('option:not([disabled])').allTextContents();
      // The spec's two, then the third of decision 054.
      expect(genders).toEqual(['Homme', 'Femme', 'Non-binaire']);
      expect(
        await page
          .getByLabel('Genre')
          .locator('option:not([disabled])')
          .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
      ).toEqual(['homme', 'femme', 'non_binaire']);

      const termsLink = page.getByRole('link', { name: /conditions générales d'utilisation/ });
      expect(await termsLink.getAttribute('href')).toBe('/terms');
      expect(await termsLink.getAttribute('target')).toBe('_blank');
      expect(await termsLink.getAttribute('rel')).toContain('noopener');
      // The link's accessible name warns screen-reader users about the new tab.
      expect(await termsLink.textContent()).toContain("s'ouvre dans un nouvel onglet");
    });
  });

  it('signs up: lands on /questionnaire with the token and the user stored', async () => {
    await withPage(async (page) => {
      const errors = collectPageErrors(page);
      const who = person();
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      await fillSignup(page, who);
      await signupButton(page).click();

      await page.waitForURL(`${app.baseUrl}/questionnaire`);
      await toast(page, 'Inscription réussie !').waitFor();
      const token = await stored(page, 'token');
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const user = JSON.parse((await stored(page, 'user'))!);
      expect(user).toMatchObject({ name: who.name, age: 29, location: who.location, gender: 'femme' });

      // The stored token is a working session.
      const me = await apiClient(app.baseUrl).get('/api/profile/me', { token: token! });
      expect(me.status).toBe(200);
      expect(me.data.name).toBe(who.name);
      expect(errors).toEqual([]);
    });
  });

  it('refuses an under-18 with the spec message and sends no request', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      await fillSignup(page, person({ age: '17', email: 'mineur@example.com' }));
      // The address check on blur is a request of its own; let it finish before counting.
      await page.getByLabel('Nom complet').focus();
      await page.locator('#main').getByText('Adresse e-mail valide').waitFor();
      const requests = apiRequests(page);

      await signupButton(page).click();
      await toast(page, 'Vous devez avoir au moins 18 ans pour vous inscrire').waitFor();
      await page.waitForTimeout(300);
      expect(requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([]);
      expect(page.url()).toBe(`${app.baseUrl}/auth?mode=signup`);
      // The age field is marked invalid, its message read with it, and it has the focus.
      const age = page.getByLabel('Âge');
      expect(await age.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await age.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'Vous devez avoir au moins 18 ans pour vous inscrire',
      );
      await expect.poll(() => age.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await stored(page, 'token')).toBeNull();
    });
  });

  it('refuses a sign-up without the terms, with the spec message and no request', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      const requests = apiRequests(page);
      const who = person();
      await fillSignup(page, who, { terms: false });
      await signupButton(page).click();
      await toast(page, 'Vous devez accepter les conditions générales').waitFor();
      await page.waitForTimeout(300);
      expect(requests.filter((r) => new URL(r.url()).pathname === '/api/auth/register')).toEqual([]);
      expect(await page.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('asks for every field before sending anything', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      const requests = apiRequests(page);
      await signupButton(page).click();
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
      for (const label of ['Nom complet', 'Âge', 'Genre', 'Localisation', 'Adresse e-mail']) {
        expect(await page.getByLabel(label).getAttribute('aria-invalid'), label).toBe('true');
      }
      expect(await passwordInput(page).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('Ce champ est obligatoire').count()).toBe(6);
      await expect
        .poll(() => page.getByLabel('Nom complet').evaluate((el) => el === document.activeElement))
        .toBe(true);
    });
  });

  it('signs in: saves the session, says so and opens the dashboard with the profile', async () => {
    const account = await existingAccount();
    await withPage(async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${app.baseUrl}/auth`);
      await emailInput(page).fill(account.email.toUpperCase());
      await passwordInput(page).fill(account.password);
      await loginButton(page).click();

      await page.waitForURL(`${app.baseUrl}/dashboard`);
      await toast(page, 'Connexion réussie !').waitFor();
      // The profile read with the new token: name and location on the dashboard.
      await page.locator('main').getByText(account.name).first().waitFor();
      await page.locator('main').getByText(account.location).first().waitFor();
      expect(await stored(page, 'token')).toBeTruthy();
      expect(JSON.parse((await stored(page, 'user'))!).name).toBe(account.name);

      // Sign-out forgets the session and goes home.
      await page.getByRole('button', { name: /^(Se déconnecter|Déconnexion)$/ }).click();
      await page.waitForURL(`${app.baseUrl}/`);
      expect(await stored(page, 'token')).toBeNull();
      expect(await stored(page, 'user')).toBeNull();
      expect(errors).toEqual([]);
    });
  });

  it('shows the server detail when sign-in fails', async () => {
    const account = await existingAccount();
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth?mode=login`);
      await emailInput(page).fill(account.email);
      await passwordInput(page).fill('not the right password');
      await loginButton(page).click();
      await toast(page, 'E-mail ou mot de passe incorrect').waitFor();
      expect(page.url()).toBe(`${app.baseUrl}/auth?mode=login`);
      expect(await stored(page, 'token')).toBeNull();
      await expect.poll(() => loginButton(page).isEnabled()).toBe(true);
    });
  });

  it('shows the server detail when the address is already taken (409)', async () => {
    const account = await existingAccount();
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      await page.route('**/api/auth/verify-email', (route) => route.abort());
      await fillSignup(page, person({ email: account.email }));
      await signupButton(page).click();
      await toast(page, 'Un compte existe déjà avec cette adresse e-mail').waitFor();
      expect(page.url()).toBe(`${app.baseUrl}/auth?mode=signup`);
    });
  });

  it('disables the submit button with a loading label while the request runs', async () => {
    const account = await existingAccount();
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/login', async (route) => {
        await held;
        await route.continue();
      });
      await emailInput(page).fill(account.email);
      await passwordInput(page).fill(account.password);
      await loginButton(page).click();

      const busy = page.getByRole('button', { name: 'Connexion en cours...' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      release();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
    });
  });

  describe('e-mail check on blur (sign-up only)', () => {
    it('turns the border green with the message for a free, well-formed address', async () => {
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth?mode=signup`);
        const before = await borderColor(page);
        await emailInput(page).fill(`libre.${Date.now()}@example.com`);
        await emailInput(page).blur();
        await page.getByText('Adresse e-mail valide').waitFor();
        expect(await borderColor(page)).toBe(GREEN);
        expect(before).not.toBe(GREEN);
        // The verdict is read with the field.
        const describedBy = (await emailInput(page).getAttribute('aria-describedby'))!;
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Adresse e-mail valide');

        // Editing the address forgets the verdict about the previous one.
        await emailInput(page).fill('autre@example.com');
        expect(await page.getByText('Adresse e-mail valide').count()).toBe(0);
        expect(await borderColor(page)).not.toBe(GREEN);
      });
    });

    it('turns the border red with the message for an address already registered', async () => {
      const account = await existingAccount();
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth?mode=signup`);
        await emailInput(page).fill(account.email);
        await emailInput(page).blur();
        await page.getByText('Cette adresse e-mail est déjà utilisée').waitFor();
        expect(await borderColor(page)).toBe(RED);
      });
    });

    it('turns the border red for a disposable address', async () => {
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth?mode=signup`);
        await emailInput(page).fill('quelquun@mailinator.com');
        await emailInput(page).blur();
        await page.getByText('Les adresses e-mail jetables ne sont pas acceptées').waitFor();
        expect(await borderColor(page)).toBe(RED);
      });
    });

    it('offers the corrected address for a typo and checks it once chosen', async () => {
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth?mode=signup`);
        const local = `typo.${Date.now()}`;
        await emailInput(page).fill(`${local}@gmial.com`);
        await emailInput(page).blur();
        await page.getByText(`Vouliez-vous dire ${local}@gmail.com ?`).waitFor();
        expect(await borderColor(page)).toBe(RED);
        await page.getByRole('button', { name: `Utiliser ${local}@gmail.com` }).click();
        expect(await emailInput(page).inputValue()).toBe(`${local}@gmail.com`);
        await page.getByText('Adresse e-mail valide').waitFor();
        expect(await borderColor(page)).toBe(GREEN);
      });
    });

    it('shows a spinner while checking, and a failed check leaves no message and no colour', async () => {
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth?mode=signup`);
        const before = await borderColor(page);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/auth/verify-email', async (route) => {
          await held;
          await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"panne"}' });
        });
        await emailInput(page).fill('panne@example.com');
        await emailInput(page).blur();
        await page.getByRole('status').filter({ hasText: "Vérification de l'adresse e-mail" }).waitFor();
        release();
        await expect.poll(() => page.getByRole('status').filter({ hasText: 'Vérification' }).count()).toBe(0);
        expect(await page.getByText('panne', { exact: true }).count()).toBe(0);
        expect(await borderColor(page)).toBe(before);
      });
    });

    it('sends nothing on blur without an @, nor in sign-in mode', async () => {
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth?mode=signup`);
        const requests = apiRequests(page);
        await emailInput(page).fill('pas-encore-une-adresse');
        await emailInput(page).blur();
        await page.goto(`${app.baseUrl}/auth?mode=login`);
        await emailInput(page).fill('quelquun@example.com');
        await emailInput(page).blur();
        await page.waitForTimeout(300);
        expect(requests).toEqual([]);
      });
    });
  });

  it('sends a visitor without a token from every protected route to /auth', async () => {
    await withPage(async (page) => {
      for (const path of [
        '/questionnaire',
        '/dashboard',
        '/dashboard/preferences',
        '/dashboard/notifications',
        '/dashboard/privacy',
        '/discover',
        '/matches',
        '/chat/123',
      ]) {
        await page.goto(`${app.baseUrl}${path}`);
        await page.waitForURL(`${app.baseUrl}/auth`);
        await loginButton(page).waitFor();
      }
    });
  });

  it('lets a stored token through the guard without checking it there', async () => {
    await withPage(async (page, context) => {
      const account = await existingAccount();
      await context.addInitScript((token) => localStorage.setItem('token', token), account.token);
      await page.goto(`${app.baseUrl}/questionnaire`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(page.url()).toBe(`${app.baseUrl}/questionnaire`);
    });
  });

  describe('a 401 ends the session', () => {
    it('clears token and user and goes to /auth when the token is not valid', async () => {
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth`);
        await page.evaluate(() => {
          localStorage.setItem('token', 'not-a-real-token');
          localStorage.setItem('user', JSON.stringify({ name: 'Fantôme' }));
        });
        await page.goto(`${app.baseUrl}/dashboard`);
        await page.waitForURL(`${app.baseUrl}/auth`);
        await toast(page, 'Votre session a expiré. Veuillez vous reconnecter.').waitFor();
        expect(await stored(page, 'token')).toBeNull();
        expect(await stored(page, 'user')).toBeNull();
        expect(await toast(page, 'Erreur de chargement du profil').count()).toBe(0);
      });
    });

    it('does the same when a once-valid session is revoked on the server', async () => {
      const account = await existingAccount();
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth`);
        await emailInput(page).fill(account.email);
        await passwordInput(page).fill(account.password);
        await loginButton(page).click();
        await page.locator('main').getByText(account.name).first().waitFor();

        // Sign out everywhere from another device: every token of the account is revoked.
        const token = (await stored(page, 'token'))!;
        expect((await apiClient(app.baseUrl).post('/api/auth/logout', { token })).status).toBe(204);

        await page.reload();
        await page.waitForURL(`${app.baseUrl}/auth`);
        expect(await stored(page, 'token')).toBeNull();
        expect(await stored(page, 'user')).toBeNull();
      });
    });

    it('keeps the page and the session for a 401 of sign-in itself (wrong password with an old token)', async () => {
      const account = await existingAccount();
      await withPage(async (page) => {
        await page.goto(`${app.baseUrl}/auth`);
        await page.evaluate((token) => localStorage.setItem('token', token), account.token);
        await emailInput(page).fill(account.email);
        await passwordInput(page).fill('mauvais mot de passe');
        await loginButton(page).click();
        await toast(page, 'E-mail ou mot de passe incorrect').waitFor();
        expect(await stored(page, 'token')).toBe(account.token);
      });
    });
  });

  it('keeps the chosen language after a reload, with <html lang> and the stored `language`', async () => {
    await withPage(async (page) => {
      const errors = collectPageErrors(page);
      const missing = missingTranslations(page);
      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      await page.getByLabel('Langue').selectOption('en');
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      expect(await stored(page, 'language')).toBe('en');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.getByLabel('Gender').locator('option:not([disabled])').allTextContents()).toEqual([
        'Man',
        'Woman',
        'Non-binary',
      ]);

      // The client checks speak the chosen language too.
      const who = person({ age: '16' });
      await page.getByLabel('Full name').fill(who.name);
      await page.getByLabel('Age', { exact: true }).fill(who.age);
      await page.getByLabel('Gender').selectOption('homme');
      await page.getByLabel('Location').fill(who.location);
      await page.getByLabel('Email address').fill(who.email);
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await toast(page, 'You must be at least 18 years old to sign up').waitFor();

      // Every language, both modes, with the field messages shown: no key is missing anywhere.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      const modeToggle = page.locator('main p > button');
      for (const [language, signupHeading, loginHeading] of [
        ['es', 'Crea tu cuenta', 'Hola de nuevo'],
        ['de', 'Erstellen Sie Ihr Konto', 'Willkommen zurück'],
        ['en', 'Create your account', 'Welcome back'],
        ['fr', 'Créez votre compte', 'Bon retour parmi nous'],
      ] as const) {
        await page.locator('header select').selectOption(language);
        await page.getByRole('heading', { level: 1, name: signupHeading }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        await page.locator('form button[type=submit]').click();
        await modeToggle.click();
        await page.getByRole('heading', { level: 1, name: loginHeading }).waitFor();
        await page.locator('form button[type=submit]').click();
        await modeToggle.click();
        await page.getByRole('heading', { level: 1, name: signupHeading }).waitFor();
      }
      expect(errors).toEqual([]);
      expect(missing).toEqual([]);
    });
  });

  it('translates server messages it knows in other languages', async () => {
    const account = await existingAccount();
    await withPage(async (page, context) => {
      await context.addInitScript(() => localStorage.setItem('language', 'de'));
      await page.goto(`${app.baseUrl}/auth`);
      await page.getByLabel('E-Mail-Adresse').fill(account.email);
      await page.getByLabel('Passwort', { exact: true }).fill('falsches Passwort');
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await toast(page, 'E-Mail oder Passwort ist falsch').waitFor();
    });
  });

  it('shows a translated 404 with a link home for an unknown path', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/cette-page-n-existe-pas`);
      await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
      await page.getByRole('link', { name: "Retour à l'accueil" }).click();
      await page.waitForURL(`${app.baseUrl}/`);
    });
  });

  it('has no serious or critical axe violation in either mode, nor with errors shown', async () => {
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth?mode=login`);
      await loginButton(page).waitFor();
      await checkA11y(page);

      await page.goto(`${app.baseUrl}/auth?mode=signup`);
      await signupButton(page).waitFor();
      await checkA11y(page);

      await signupButton(page).click();
      await page.getByText('Ce champ est obligatoire').first().waitFor();
      await emailInput(page).fill('quelquun@mailinator.com');
      await emailInput(page).blur();
      await page.getByText('Les adresses e-mail jetables ne sont pas acceptées').waitFor();
      await checkA11y(page);
    });
  });

  it('works from the keyboard alone: tab through the form and submit with Enter', async () => {
    const account = await existingAccount();
    await withPage(async (page) => {
      await page.goto(`${app.baseUrl}/auth`);
      await loginButton(page).waitFor();
      await emailInput(page).focus();
      await page.keyboard.type(account.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(account.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.baseUrl}/dashboard`);
    });
  });
});

describe('/auth when the free places are gone', () => {
  let full: AppServer;
  beforeAll(async () => {
    // An instance with 2 free places, both taken: the message quotes this instance's figure.
    full = await startAppServer({ env: { FREE_SIGNUP_LIMIT: '2' } });
    const client = apiClient(full.baseUrl);
    for (let i = 0; i < 2; i++) expect((await client.post('/api/auth/register', { json: newUser() })).status).toBe(201);
  });
  afterAll(async () => {
    await full?.close();
  });

  it('shows the server message as information and goes to /payment without a session', async () => {
    await withPage(async (page) => {
      // No free place is left: neither the form nor the brand panel promises one.
      const offer = page.waitForResponse((r) => r.url().endsWith('/api/payments/offer'));
      await page.goto(`${full.baseUrl}/auth?mode=signup`);
      await offer;
      expect(await page.locator('body').textContent()).not.toMatch(/Gratuit pour|premiers inscrits/);
      await fillSignup(page, person());
      await signupButton(page).click();
      await page.waitForURL(`${full.baseUrl}/payment`);
      await page
        .locator('[data-sonner-toast][data-type="info"]')
        .filter({ hasText: 'Les 2 inscriptions gratuites ont été atteintes' })
        .waitFor();
      // The payment page and the landing quote the same figure as the toast.
      await page.getByText('Les 2 places gratuites ont toutes été attribuées', { exact: false }).waitFor();
      await page.goto(full.baseUrl);
      // …and says they are taken (issue 35), no longer promising one.
      await page.getByText('Les 2 places gratuites ont été attribuées').waitFor();
      expect(await page.locator('main').innerText()).not.toContain('Inscription gratuite');
      expect(await page.locator('main').innerText()).not.toContain('5000');
      expect(await stored(page, 'token')).toBeNull();
    });
  });
});
