// Public pages in a real browser, in French and English: landing, terms, FAQ, how it works, about,
// blog list and articles, testimonials and the testimonial form (spec section 2), with axe on every
// page, plus the build's SEO output (prerendered HTML, sitemap.xml, robots.txt).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  errorDetail,
  errorParams,
  fillTemplate,
  FREE_SIGNUP_LIMIT,
  PREMIUM_PRICE_USD,
  formatPriceUsd,
  SUPPORT_EMAIL,
  TESTIMONIAL_MAX_AGE,
  TESTIMONIAL_MIN_AGE,
  TESTIMONIAL_STORY_MAX,
  TESTIMONIAL_STORY_MIN,
} from '@affinia/contract';
import frErrors from '../apps/web/src/i18n/locales/fr/errors.json';
import frTestimonials from '../apps/web/src/i18n/locales/fr/testimonials.json';
import { checkA11y, launchBrowser, waitUntilLive } from './support/browser';
import { startAppServer, type AppServer } from './support/server';

type Language = 'fr' | 'en';

const SLUGS = [
  'intelligence-artificielle-revolutionne-rencontres',
  'conseils-premier-rendez-vous-reussi',
  'psychologie-compatibilite-amoureuse',
  'erreurs-eviter-rencontres-en-ligne',
  'creer-profil-dating-irresistible',
  'signes-relation-saine-equilibree',
];

/** Each public route with its title and <h1> in both languages. */
const PAGES: { path: string; title: Record<Language, string>; h1: Record<Language, string> }[] = [
  {
    path: '/',
    title: {
      fr: "Affinia — Rencontres par affinités, guidées par l'IA",
      en: 'Affinia — Compatibility-first dating, guided by AI',
    },
    h1: { fr: "Rencontrez quelqu'un qui vous correspond vraiment", en: 'Meet someone who truly matches you' },
  },
  {
    path: '/terms',
    title: { fr: "Conditions d'utilisation et confidentialité | Affinia", en: 'Terms of use and privacy | Affinia' },
    h1: {
      fr: "Conditions générales d'utilisation et politique de confidentialité",
      en: 'Terms of use and privacy policy',
    },
  },
  {
    path: '/faq',
    title: { fr: 'Questions fréquentes | Affinia', en: 'Frequently asked questions | Affinia' },
    h1: { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
  },
  {
    path: '/how-it-works',
    title: { fr: 'Comment ça marche | Affinia', en: 'How it works | Affinia' },
    h1: { fr: 'Comment fonctionne Affinia', en: 'How Affinia works' },
  },
  {
    path: '/about',
    title: { fr: 'À propos | Affinia', en: 'About | Affinia' },
    h1: { fr: "À propos d'Affinia", en: 'About Affinia' },
  },
  {
    path: '/blog',
    title: { fr: 'Blog | Affinia', en: 'Blog | Affinia' },
    h1: { fr: 'Le blog Affinia', en: 'The Affinia blog' },
  },
  {
    path: '/blog/psychologie-compatibilite-amoureuse',
    title: {
      fr: 'La psychologie de la compatibilité amoureuse | Blog | Affinia',
      en: 'The psychology of romantic compatibility | Blog | Affinia',
    },
    h1: { fr: 'La psychologie de la compatibilité amoureuse', en: 'The psychology of romantic compatibility' },
  },
  {
    path: '/testimonials',
    title: { fr: 'Témoignages | Affinia', en: 'Testimonials | Affinia' },
    h1: { fr: 'Ils se sont rencontrés sur Affinia', en: 'They met on Affinia' },
  },
  {
    path: '/submit-testimonial',
    title: { fr: 'Partager mon témoignage | Affinia', en: 'Share my testimonial | Affinia' },
    h1: { fr: 'Partagez votre histoire', en: 'Share your story' },
  },
  {
    path: '/blog/article-inexistant',
    title: { fr: 'Article non trouvé | Blog | Affinia', en: 'Article not found | Blog | Affinia' },
    h1: { fr: 'Article non trouvé', en: 'Article not found' },
  },
];

const FOOTER_LINKS = ['/how-it-works', '/about', '/testimonials', '/faq', '/blog', '/terms'];

let app: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

type Opened = { page: Page; errors: string[] };

/**
 * Opens a page in a fresh browser context, in the given interface language (stored as `language`,
 * as the spec says), optionally with a session token. Console errors, uncaught errors and missing
 * translation warnings are collected; failed /api/ calls are left out because some tests make the
 * API fail on purpose.
 */
async function open(
  path: string,
  {
    language = 'fr',
    token,
    setup,
  }: { language?: Language; token?: string; setup?: (page: Page) => Promise<unknown> } = {},
): Promise<Opened> {
  const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  contexts.push(context);
  // Only on the first page of the context: a reload must keep what the page itself stored.
  await context.addInitScript(
    ({ language, token }) => {
      if (localStorage.getItem('language') !== null) return;
      localStorage.setItem('language', language);
      if (token) localStorage.setItem('token', token);
    },
    { language, token },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const fromApi = message.location().url.includes('/api/');
    if (message.type() === 'error' && !fromApi) errors.push(message.text());
    if (message.type() === 'warning' && message.text().includes('[i18n]')) errors.push(message.text());
  });
  if (setup) await setup(page);
  await page.goto(app.baseUrl + path);
  await page.locator('h1').first().waitFor();
  // Prerendered pages show their <h1> before React has hydrated them: clicks and typing must reach a
  // live page.
  await waitUntilLive(page);
  return { page, errors };
}

// Each test's pages close with it: dozens of live pages (some with pending redirects) would otherwise
// compete for the CPU with the test that runs next.
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat());
}

describe.each(['fr', 'en'] as const)('every public page in %s', (language) => {
  it.each(PAGES)('$path: title, heading, language, footer links and no accessibility violation', async (entry) => {
    const { page, errors } = await open(entry.path, { language });
    await expect.poll(() => page.title()).toBe(entry.title[language]);
    expect(await page.locator('h1').allTextContents()).toEqual([entry.h1[language]]);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    expect(await page.locator('main').count()).toBe(1);

    const footer = page.locator('footer');
    for (const href of FOOTER_LINKS) expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
    expect(await footer.locator(`a[href="mailto:${SUPPORT_EMAIL}"]`).count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${entry.path}$`));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();

    await checkA11y(page);
    expect(errors).toEqual([]);
  });
});

describe('landing', () => {
  it('links to sign-up and sign-in, shows the free places and the four features', async () => {
    const { page } = await open('/');
    const main = page.locator('main');
    expect(await main.locator('a[href="/auth?mode=signup"]').count()).toBeGreaterThanOrEqual(2);
    expect(await main.locator('a[href="/auth?mode=login"]').count()).toBe(1);
    await main.getByText(`Inscription gratuite pour les ${FREE_SIGNUP_LIMIT} premiers membres`).waitFor();
    expect(await main.textContent()).toContain(formatPriceUsd(PREMIUM_PRICE_USD, 'fr'));
    for (const feature of ['IA avancée', 'Matching intelligent', 'Chat assisté', 'Sécurisé']) {
      await main.getByRole('heading', { name: feature }).waitFor();
    }
  });

  it('downloads only the public site: no member screen, no query library, no toaster', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    contexts.push(context);
    const page = await context.newPage();
    const scripts: { url: string; body: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        void response.text().then((body) => scripts.push({ url: response.url(), body }));
      }
    });
    await page.goto(app.baseUrl + '/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(3);
    for (const { url, body } of scripts) {
      expect(url).not.toMatch(/(dashboard|questionnaire|discover|matches|chat|admin|auth|payment)-page/);
      // Marker strings of @tanstack/query-core and sonner.
      expect({ url, query: body.includes('Missing queryFn') }).toEqual({ url, query: false });
      expect({ url, sonner: body.includes('data-sonner-toaster') }).toEqual({ url, sonner: false });
    }
  });

  it('switches the language from the dropdown and remembers it', async () => {
    const { page, errors } = await open('/');
    await page.getByLabel('Langue').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Meet someone who truly matches you' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByLabel('Language').selectOption('de');
    await page
      .getByRole('heading', { level: 1, name: 'Lernen Sie jemanden kennen, der wirklich zu Ihnen passt' })
      .waitFor();
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Lernen Sie jemanden kennen, der wirklich zu Ihnen passt' })
      .waitFor();
    expect(errors).toEqual([]);
  });
});

describe('terms', () => {
  it('has every section, the January 2025 date, the payment tiers, and accepts into sign-up', async () => {
    const { page } = await open('/terms');
    await page.getByText('Dernière mise à jour : janvier 2025').waitFor();
    const sections = await page.locator('main h2').allTextContents();
    expect(sections).toEqual(
      expect.arrayContaining([
        '1. Objet et acceptation',
        "2. Conditions d'accès au service",
        '3. Protection des données personnelles',
        "4. Règles d'utilisation du service",
        '5. Contenu des utilisateurs',
        '6. Intelligence artificielle',
        '7. Limitation de responsabilité',
        '8. Résiliation',
        '9. Modifications',
        '10. Contact',
      ]),
    );
    // This instance's free places, read from the server once the page is up.
    await page.getByText(`(${FREE_SIGNUP_LIMIT} au total)`, { exact: false }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(
      `Les premières inscriptions sont entièrement gratuites, dans la limite des places gratuites (${FREE_SIGNUP_LIMIT} au total).`,
    );
    expect(text).toContain(`paiement unique de ${formatPriceUsd(PREMIUM_PRICE_USD, 'fr')}`);
    expect(text).toContain("aucun remboursement des frais d'inscription");
    expect(text).toContain('RGPD');
    expect(await page.getByRole('button', { name: 'Retour' }).count()).toBe(1);
    await page.getByRole('link', { name: "J'accepte les conditions et je crée mon compte" }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'signup');
  });
});

describe('FAQ', () => {
  it('opens one answer at a time, by mouse and keyboard, with matching ARIA state', async () => {
    const { page } = await open('/faq');
    const questions = page.locator('main h2 > button');
    expect(await questions.count()).toBe(12);
    for (const button of await questions.all()) {
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      expect(await panel.getAttribute('role')).toBe('region');
      expect(await panel.isHidden()).toBe(true);
    }
    const expanded = async () =>
      Promise.all((await questions.all()).map((button) => button.getAttribute('aria-expanded')));

    await questions.nth(1).click();
    expect((await expanded()).filter((value) => value === 'true')).toHaveLength(1);
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await questions.nth(1).getAttribute('aria-controls')}"]`);
    expect(await panel.textContent()).toContain('18 ans');

    await questions.nth(5).focus();
    await page.keyboard.press('Enter');
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('false');
    expect(await questions.nth(5).getAttribute('aria-expanded')).toBe('true');
    expect((await expanded()).filter((value) => value === 'true')).toHaveLength(1);

    await page.keyboard.press('Space');
    expect((await expanded()).filter((value) => value === 'true')).toHaveLength(0);
  });

  it('states the facts the spec lists, offers a mailto button and carries FAQPage data', async () => {
    const { page } = await open('/faq');
    const allAnswers = async () => (await page.locator('main [role="region"]').allTextContents()).join(' ');
    // This instance's free places, read from the server once the page is up.
    await expect.poll(allAnswers).toContain(`des places gratuites (${FREE_SIGNUP_LIMIT} au total)`);
    const answers = await allAnswers();
    expect(answers).toContain('au moins 18 ans');
    expect(answers).toContain('Les mineurs sont strictement interdits');
    expect(answers).toContain('une seule fois par match');
    expect(answers).toContain('Les notations sont anonymes');
    expect(answers).toContain("qu'à partir de 3 notations reçues");
    expect(answers).toContain('français, anglais, espagnol et allemand');
    expect(answers).toContain(`${formatPriceUsd(PREMIUM_PRICE_USD, 'fr')} en paiement unique`);
    expect(await page.locator(`main a[href="mailto:${SUPPORT_EMAIL}"]`).count()).toBe(1);
    const faq = (await jsonLd(page)).find((data) => data['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(12);
    // In <head>, once (the prerendered copy gave way to the live one), and none in <main>.
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
    expect(await page.locator('main script[type="application/ld+json"]').count()).toBe(0);
  });
});

describe('how it works and about', () => {
  it('shows the six steps, the feature grid and a sign-up call to action', async () => {
    const { page } = await open('/how-it-works');
    expect(await page.locator('main ol > li').count()).toBe(6);
    expect(await page.locator('section[aria-labelledby="differences"] li').count()).toBe(6);
    expect(await page.locator('main a[href="/auth?mode=signup"]').count()).toBeGreaterThan(0);
  });

  it('shows mission, the four values, technology, the marketing figures, team and both buttons', async () => {
    const { page } = await open('/about');
    for (const value of ['Authenticité', 'Sécurité', 'Innovation', 'Communauté']) {
      await page.getByRole('heading', { name: value, exact: true }).waitFor();
    }
    const stats = (await page.locator('section[aria-labelledby="stats"] dd').allTextContents()).map((text) =>
      text.replace(/\s/g, ' '),
    );
    expect(stats).toEqual(['1250+', '85 %', '8', '50+', '4']);
    await page.getByRole('heading', { name: 'Notre équipe' }).waitFor();
    expect(await page.locator('main a[href="/auth?mode=signup"]').count()).toBe(1);
    expect(await page.locator('main a[href="/how-it-works"]').count()).toBe(1);
  });
});

describe('blog', () => {
  it('lists the six articles, newest first, each linking to its page', async () => {
    const { page } = await open('/blog');
    const links = await page.locator('main h2 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(SLUGS.map((slug) => `/blog/${slug}`));
    const dates = await page
      .locator('main li time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) expect(date! >= '2025-01-18' && date! <= '2025-01-30').toBe(true);
    await page.locator('main h2 a').first().click();
    await page.waitForURL(`**/blog/${SLUGS[0]}`);
    await page.getByText("Lire plus d'articles").waitFor();
  });

  it.each(SLUGS)('article %s: real content, author, sign-up and more-articles buttons', async (slug) => {
    const { page, errors } = await open(`/blog/${slug}`);
    const title = (await page.locator('h1').textContent())!;
    expect(await page.title()).toBe(`${title} | Blog | Affinia`);
    const body = page.locator('main div[lang="fr"]');
    const words = ((await body.innerText()).match(/[\p{L}\p{N}'’-]+/gu) ?? []).length;
    expect(words).toBeGreaterThanOrEqual(700);
    const lastLink = body.locator('p:last-of-type a');
    expect(await lastLink.getAttribute('href')).toBe('/auth?mode=signup');
    expect(await page.locator('main').textContent()).toContain("Par L'équipe Affinia");
    expect(await page.getByText(/^[5-9] min de lecture$/).count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/blog"]', { hasText: "Lire plus d'articles" }).count()).toBe(1);
    expect(await page.locator('main a[href="/auth?mode=signup"]', { hasText: 'Créer mon compte' }).count()).toBe(1);
    const posting = (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting?.datePublished).toMatch(/^2025-01-(1[89]|2\d|30)$/);
    expect(errors).toEqual([]);
  });

  it('the profile article recommends a bio of 300 to 500 characters', async () => {
    const { page } = await open('/blog/creer-profil-dating-irresistible');
    expect(await page.locator('main').textContent()).toContain('une bio de 300 à 500 caractères');
  });

  it('a link inside an article body navigates within the app', async () => {
    const { page } = await open('/blog/conseils-premier-rendez-vous-reussi');
    await page.locator('main div[lang="fr"] a[href="/auth?mode=signup"]').click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'signup');
  });

  it('an unknown slug says so and leads back to the blog', async () => {
    const { page } = await open('/blog/article-inexistant');
    await page.getByRole('heading', { level: 1, name: 'Article non trouvé' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { level: 1, name: 'Le blog Affinia' }).waitFor();
  });

  it('shares with the Web Share API when the device has it', async () => {
    const { page } = await open(`/blog/${SLUGS[1]}`, {
      setup: (page) =>
        page.addInitScript(() => {
          Object.defineProperty(navigator, 'share', {
            configurable: true,
            value: (data: ShareData) => {
              (window as unknown as { shared: ShareData }).shared = data;
              return Promise.resolve();
            },
          });
        }),
    });
    await page.getByRole('button', { name: 'Partager' }).click();
    // The page calls navigator.share from an async handler: wait for it rather than racing it.
    await page.waitForFunction(() => Boolean((window as unknown as { shared?: ShareData }).shared));
    const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
    expect(shared?.url).toBe(`${app.baseUrl}/blog/${SLUGS[1]}`);
    expect(shared?.title).toBe('10 conseils pour un premier rendez-vous réussi');
  });

  it('copies the link with a toast when the Web Share API is missing', async () => {
    const { page } = await open(`/blog/${SLUGS[2]}`, {
      setup: async (page) => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
        await page.addInitScript(() =>
          Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }),
        );
      },
    });
    await page.getByRole('button', { name: 'Partager' }).click();
    await toast(page, 'Lien copié dans le presse-papiers').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app.baseUrl}/blog/${SLUGS[2]}`);
  });
});

describe('testimonials', () => {
  it('shows the average of the static ratings, the verified reviews, the tiles, the ten reviews and the calls to action', async () => {
    const { page } = await open('/testimonials', {
      setup: (page) =>
        page.route('**/api/testimonials', (route) => route.fulfill({ status: 404, json: { detail: 'x' } })),
    });
    await page.getByText('10 avis vérifiés').waitFor();
    await page.getByRole('img', { name: 'Note moyenne : 4,8 sur 5' }).waitFor();
    expect(await page.locator('main a[href="/submit-testimonial"]').count()).toBe(2);
    const tiles = (await page.locator('section[aria-labelledby="testimonial-stats"] dd').allTextContents()).map((t) =>
      t.replace(/\s/g, ' '),
    );
    expect(tiles).toEqual(['1250+', '85 %', '4,8/5']);
    const reviews = page.locator('section[aria-labelledby="reviews"] > ul').first().locator('> li');
    expect(await reviews.count()).toBe(10);
    const stars = await reviews.evaluateAll((items) =>
      items.map((item) => item.querySelector('[role="img"]')?.getAttribute('aria-label')),
    );
    expect(stars.filter((label) => label === 'Note : 5 sur 5')).toHaveLength(8);
    expect(stars.filter((label) => label === 'Note : 4 sur 5')).toHaveLength(2);
    expect(await page.getByText('Témoignages récents de la communauté').count()).toBe(0);
    await page.getByText(`Les ${FREE_SIGNUP_LIMIT} premières inscriptions sont gratuites.`, { exact: false }).waitFor();
    expect(await page.locator('main a[href="/auth?mode=signup"]').count()).toBe(1);

    const product = (await jsonLd(page)).find((data) => data['@type'] === 'Product') as
      { aggregateRating: { ratingValue: number; reviewCount: number }; review: unknown[] } | undefined;
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 10 });
    expect(product?.review).toHaveLength(10);
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
    expect(await page.locator('main script[type="application/ld+json"]').count()).toBe(0);
  });

  it('adds the approved testimonials from the API after the static ones', async () => {
    const { page } = await open('/testimonials', {
      setup: (page) =>
        page.route('**/api/testimonials', (route) =>
          route.fulfill({
            json: [
              {
                id: 't1',
                name: 'Aurélie',
                age: 34,
                location: 'Dijon',
                rating: 5,
                story: 'Nous nous sommes rencontrés grâce au questionnaire et nous ne nous quittons plus depuis.',
                created_at: '2025-02-03T10:00:00.000Z',
              },
              // Its author deleted their account: only the initial and the stars remain (decision 004).
              {
                id: 't2',
                name: 'M.',
                age: null,
                location: null,
                rating: 4,
                story: null,
                created_at: '2025-01-20T10:00:00.000Z',
              },
            ],
          }),
        ),
    });
    await page.getByRole('heading', { name: 'Témoignages récents de la communauté' }).waitFor();
    const names = await page.locator('section[aria-labelledby="reviews"] figcaption p:first-child').allTextContents();
    expect(names).toHaveLength(12);
    expect(names.slice(-2)).toEqual(['Aurélie', 'M.']);
    const anonymised = page.locator('section[aria-labelledby="reviews"] figure').last();
    expect(await anonymised.textContent()).toContain(
      "Son auteur a depuis supprimé son compte : seuls l'initiale et la note restent, le texte a été effacé.",
    );
    expect(await anonymised.textContent()).not.toContain('null');
    await checkA11y(page);
  });

  it('the back button goes back in the history', async () => {
    const { page } = await open('/faq');
    await page.locator('footer a[href="/testimonials"]').click();
    await page.getByRole('heading', { level: 1, name: 'Ils se sont rencontrés sur Affinia' }).waitFor();
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.waitForURL('**/faq');
  });
});

describe('testimonial form', () => {
  const validStory =
    'Nous nous sommes rencontrés sur Affinia au printemps : un score de 90 et une passion commune pour la randonnée. Depuis, nous ne nous quittons plus.';

  async function fill(page: Page, values: { name?: string; age?: string; city?: string; story?: string }) {
    if (values.name !== undefined) await page.getByLabel('Prénom ou pseudo').fill(values.name);
    if (values.age !== undefined) await page.getByLabel('Âge').fill(values.age);
    if (values.city !== undefined) await page.getByLabel('Ville').fill(values.city);
    if (values.story !== undefined) await page.getByLabel('Votre histoire').fill(values.story);
  }

  it('is not indexed and has the fields the spec describes', async () => {
    const { page } = await open('/submit-testimonial');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const age = page.getByLabel('Âge');
    expect(await age.getAttribute('type')).toBe('number');
    expect(await age.getAttribute('min')).toBe(String(TESTIMONIAL_MIN_AGE));
    expect(await age.getAttribute('max')).toBe(String(TESTIMONIAL_MAX_AGE));
    expect(await page.getByLabel("J'accepte que mon témoignage soit publié sur Affinia").isChecked()).toBe(true);
    await page.getByText('Minimum 50 caractères').waitFor();
    await page
      .getByText('Seuls votre prénom ou pseudo, votre âge et votre ville seront affichés.', { exact: false })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Retour aux témoignages' }).getAttribute('href')).toBe('/testimonials');
  });

  it('previews the rating on hover and shows n/5', async () => {
    const { page } = await open('/submit-testimonial');
    const value = page.getByTestId('rating-value');
    expect(await value.textContent()).toBe('0/5');
    // The preview is a React state update: poll rather than read once.
    await page.locator('fieldset label').nth(3).hover();
    await expect.poll(() => value.textContent()).toBe('4/5');
    await page.locator('h1').hover();
    await expect.poll(() => value.textContent()).toBe('0/5');
    await page.locator('fieldset label').nth(1).click();
    await page.locator('h1').hover();
    await expect.poll(() => value.textContent()).toBe('2/5');
  });

  it('counts the story as x/1000 and turns the counter red above 1000', async () => {
    const { page } = await open('/submit-testimonial');
    const counter = page.getByTestId('story-counter');
    await fill(page, { story: 'a'.repeat(TESTIMONIAL_STORY_MAX) });
    expect(await counter.innerText()).toContain(`${TESTIMONIAL_STORY_MAX}/${TESTIMONIAL_STORY_MAX}`);
    const normal = await counter.evaluate((el) => getComputedStyle(el).color);
    await fill(page, { story: 'a'.repeat(TESTIMONIAL_STORY_MAX + 1) });
    expect(await counter.innerText()).toContain(`${TESTIMONIAL_STORY_MAX + 1}/${TESTIMONIAL_STORY_MAX}`);
    const red = await counter.evaluate((el) => getComputedStyle(el).color);
    expect(red).not.toBe(normal);
    expect(red).toBe('rgb(200, 30, 30)');
  });

  it('runs the five checks in the spec order with their messages, without calling the API', async () => {
    const posts: string[] = [];
    const { page } = await open('/submit-testimonial', {
      setup: (page) =>
        page.route('**/api/testimonials/submit', (route) => {
          posts.push(route.request().postData() ?? '');
          return route.fulfill({ status: 500, body: '' });
        }),
    });
    const send = page.getByRole('button', { name: 'Envoyer mon témoignage' });

    await send.click();
    await toast(page, 'Veuillez remplir tous les champs obligatoires').waitFor();

    await fill(page, { name: 'Julie', age: '17', city: 'Lyon', story: 'Trop court' });
    await send.click();
    await toast(page, "L'âge doit être entre 18 et 100 ans").waitFor();

    await fill(page, { age: '101' });
    await send.click();
    expect(await toast(page, "L'âge doit être entre 18 et 100 ans").count()).toBeGreaterThan(0);

    await fill(page, { age: '30' });
    await send.click();
    await toast(page, 'Votre histoire doit contenir au moins 50 caractères').waitFor();

    await fill(page, { story: 'b'.repeat(TESTIMONIAL_STORY_MAX + 1) });
    await send.click();
    await toast(page, 'Votre histoire ne peut pas dépasser 1000 caractères').waitFor();

    await fill(page, { story: validStory });
    await send.click();
    await toast(page, 'Veuillez donner une note').waitFor();

    expect(posts).toEqual([]);
  });

  it('checks in English too', async () => {
    const { page } = await open('/submit-testimonial', { language: 'en' });
    await page.getByRole('button', { name: 'Send my testimonial' }).click();
    await toast(page, 'Please fill in all required fields').waitFor();
  });

  it('sends the testimonial, shows the sending state and the success message, resets and returns to /testimonials', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests: { body: unknown; authorization: string | undefined }[] = [];
    const { page } = await open('/submit-testimonial', {
      token: 'session-token-123',
      setup: (page) =>
        page.route('**/api/testimonials/submit', async (route) => {
          requests.push({
            body: route.request().postDataJSON(),
            authorization: (await route.request().headerValue('authorization')) ?? undefined,
          });
          await held;
          await route.fulfill({ status: 201, json: { id: 'x', status: 'pending', message: 'ok' } });
        }),
    });
    await fill(page, { name: ' Julie ', age: '31', city: 'Lyon', story: validStory });
    await page.locator('fieldset label').nth(4).click();
    await page.getByRole('button', { name: 'Envoyer mon témoignage' }).click();

    const sending = page.getByRole('button', { name: 'Envoi en cours...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    await toast(
      page,
      'Merci ! Votre témoignage a été soumis avec succès. Il sera examiné par notre équipe avant publication.',
    ).waitFor();
    expect(requests).toEqual([
      {
        body: { name: 'Julie', age: 31, location: 'Lyon', story: validStory, rating: 5, allow_publication: true },
        authorization: 'Bearer session-token-123',
      },
    ]);
    expect(await page.getByLabel('Prénom ou pseudo').inputValue()).toBe('');
    expect(await page.getByLabel('Votre histoire').inputValue()).toBe('');
    expect(await page.getByTestId('rating-value').textContent()).toBe('0/5');
    expect(new URL(page.url()).pathname).toBe('/submit-testimonial');
    await page.waitForURL('**/testimonials', { timeout: 5000 });
  });

  it('sends no Authorization header without a stored token, and shows the server detail on failure', async () => {
    const headers: (string | null)[] = [];
    const { page } = await open('/submit-testimonial', {
      setup: (page) =>
        page.route('**/api/testimonials/submit', async (route) => {
          headers.push(await route.request().headerValue('authorization'));
          // As the API answers a 429 (decision 053): Retry-After, and the detail ends with the same wait.
          await route.fulfill({
            status: 429,
            headers: { 'retry-after': '600' },
            json: {
              detail: `${errorDetail('tooManyTestimonials')} Réessayez dans 10 minutes.`,
              code: 'tooManyTestimonials',
            },
          });
        }),
    });
    await fill(page, { name: 'Marc', age: '44', city: 'Nantes', story: validStory });
    await page.locator('fieldset label').nth(2).click();
    await page.getByRole('button', { name: 'Envoyer mon témoignage' }).click();
    await toast(page, 'Vous avez envoyé plusieurs témoignages récemment. Réessayez dans 10 minutes.').waitFor();
    expect(headers).toEqual([null]);
    expect(await page.getByLabel('Prénom ou pseudo').inputValue()).toBe('Marc');
    expect(await page.getByRole('button', { name: 'Envoyer mon témoignage' }).isEnabled()).toBe(true);
  });

  it("says 'Erreur lors de la soumission' when the server gives no detail", async () => {
    const { page } = await open('/submit-testimonial', {
      setup: (page) =>
        page.route('**/api/testimonials/submit', (route) => route.fulfill({ status: 502, body: 'Bad gateway' })),
    });
    await fill(page, { name: 'Marc', age: '44', city: 'Nantes', story: validStory });
    await page.locator('fieldset label').nth(2).click();
    await page.getByRole('button', { name: 'Envoyer mon témoignage' }).click();
    await toast(page, 'Erreur lors de la soumission').waitFor();
  });

  it('is accepted by the real API', async () => {
    const { page } = await open('/submit-testimonial');
    await fill(page, { name: 'Nina', age: '29', city: 'Rennes', story: validStory });
    await page.locator('fieldset label').nth(4).click();
    await page.getByRole('button', { name: 'Envoyer mon témoignage' }).click();
    await toast(page, 'Merci ! Votre témoignage a été soumis avec succès.').waitFor();
  });

  it("the form's messages name the contract's limits", () => {
    // The catalogue's French (what the form shows, translated per language) filled with its constants.
    const shown = (code: 'testimonialAgeRange' | 'testimonialStoryTooShort' | 'testimonialStoryTooLong') =>
      fillTemplate(frErrors[code], errorParams(code));
    expect(shown('testimonialAgeRange')).toBe(
      `L'âge doit être entre ${TESTIMONIAL_MIN_AGE} et ${TESTIMONIAL_MAX_AGE} ans`,
    );
    expect(shown('testimonialStoryTooShort')).toBe(
      `Votre histoire doit contenir au moins ${TESTIMONIAL_STORY_MIN} caractères`,
    );
    expect(shown('testimonialStoryTooLong')).toBe(
      `Votre histoire ne peut pas dépasser ${TESTIMONIAL_STORY_MAX} caractères`,
    );
    expect(frTestimonials.submit.storyHint).toBe(`Minimum ${TESTIMONIAL_STORY_MIN} caractères`);
  });
});

describe('prerendered HTML, sitemap and robots', () => {
  const PRERENDERED = PAGES.filter((entry) => !entry.path.includes('inexistant'));

  it.each(PRERENDERED)(
    '$path is served with its title, content and structured data before any script runs',
    async (entry) => {
      const response = await fetch(app.baseUrl + entry.path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<title[^>]*>${escapeRegExp(escapeHtml(entry.title.fr))}</title>`));
      expect(html).toContain(escapeHtml(entry.h1.fr));
      expect(html).toContain(`data-prerendered="${entry.path}"`);
      if (entry.path === '/submit-testimonial') {
        expect(html).toContain('name="robots" content="noindex"');
        // Consent is given by default, also to whoever sees the form before its script runs.
        const checkboxes = html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
        expect(checkboxes).toHaveLength(1);
        expect(checkboxes[0]).toMatch(/\schecked=""/);
      } else {
        // Structured data in <head>, as the spec says, not in the page body.
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).toContain('<script type="application/ld+json" data-prerendered-head>');
        expect(html.slice(html.indexOf('</head>'))).not.toContain('application/ld+json');
      }
    },
  );

  it('hydrates the prerendered page instead of replacing it', async () => {
    const { page, errors } = await open('/faq', {
      setup: (page) =>
        page.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            document.querySelector('h1')?.setAttribute('data-from-server', '');
          }),
        ),
    });
    await page.locator('main h2 > button').first().click();
    expect(await page.locator('main h2 > button').first().getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('h1[data-from-server]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('lists the public pages and the six articles in sitemap.xml, and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toEqual(
      expect.arrayContaining([
        '/',
        '/how-it-works',
        '/about',
        '/testimonials',
        '/faq',
        '/blog',
        '/terms',
        ...SLUGS.map((slug) => `/blog/${slug}`),
      ]),
    );
    expect(locs).not.toContain('/submit-testimonial');
    const robots = await (await fetch(`${app.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(robots).not.toContain('Disallow: /submit-testimonial');
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How React escapes text in HTML: the prerendered page holds these forms. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
}
