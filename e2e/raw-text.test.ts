// No screen shows what a translator never wrote (issue 14): every page, in fr, en, es and de, is read
// as a member would see it (text, accessible names, placeholders, the tab title) and must contain no
// unfilled `{{placeholder}}`, no raw i18n key (`namespace:key` or a dotted key of our locale files),
// no "missing translation" warning, and — on an en, es or de screen — none of the interface's French
// sentences. Member content (names, bios, messages) is French on purpose and is not what is checked:
// the French sentences come from the locale files, where the other language says something else; text
// an element declares in another language (`lang="fr"` on a blog body) is declared, not leaked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema.js';
import { apiClient } from '../apps/server/test/test-server.js';
import { createMatch, questionnaireBody, registerUser, type TestUser } from '../apps/server/test/fixtures.js';
import { startAppServer, type AppServer } from './support/server.js';
import { checkA11y, collectPageErrors, launchBrowser, twoFrames } from './support/browser.js';

const LANGUAGES = ['fr', 'en', 'es', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
const LOCALE = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' } as const;

const LOCALES_DIR = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales');
type Tree = { [key: string]: string | Tree };

/** Every leaf of every namespace of one language, as `namespace:dotted.key` → text. */
function leaves(language: Language): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const at = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(at, value);
      else walk(value, at);
    }
  };
  for (const file of readdirSync(path.join(LOCALES_DIR, language))) {
    const namespace = file.replace(/\.json$/, '');
    walk(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, file), 'utf8')) as Tree, `${namespace}:`);
  }
  return new Map([...out].map(([key, value]) => [key.replace(':.', ':'), value]));
}

const FRENCH = leaves('fr');

/** Dotted keys of two segments or more (with and without their namespace): what a missing key shows. */
const KEY_SHAPES = new Set(
  [...FRENCH.keys()].flatMap((key) => {
    const bare = key.slice(key.indexOf(':') + 1);
    return bare.includes('.') ? [key, bare] : [key];
  }),
);

/**
 * The interface's French that a non-French screen must not show: sentences (a space, 16 characters or
 * more of literal text) whose translation differs. Interpolated texts count by their longest literal part.
 */
function frenchOnlySentences(language: Exclude<Language, 'fr'>): string[] {
  const own = leaves(language);
  const sentences = new Set<string>();
  for (const [key, french] of FRENCH) {
    if (own.get(key) === french) continue;
    const literal = french
      .split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0];
    if (literal && literal.length >= 16 && literal.includes(' ')) sentences.add(literal);
  }
  return [...sentences];
}
const FOREIGN_FRENCH = { en: frenchOnlySentences('en'), es: frenchOnlySentences('es'), de: frenchOnlySentences('de') };

let app: AppServer;
let browser: Browser;
let member: TestUser;
let partner: TestUser;
let admin: TestUser;
let matchId: string;
let blogSlug: string;

beforeAll(async () => {
  app = await startAppServer();
  browser = await launchBrowser();
  const api = apiClient(app.baseUrl);
  member = await registerUser(app.server, { name: 'Camille', gender: 'femme' });
  partner = await registerUser(app.server, { name: 'Noé', gender: 'homme' });
  admin = await registerUser(app.server, { name: 'Alice' });
  await app.server.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  for (const who of [member, partner, admin])
    expect((await api.put('/api/profile/me', { token: who.token, json: questionnaireBody() })).status).toBe(200);
  matchId = await createMatch(app.server, member, partner);
  for (const [who, content] of [
    [partner, 'Bonjour Camille, ta photo de randonnée m’a donné envie de t’écrire !'],
    [member, 'Merci Noé ! Tu marches souvent ?'],
  ] as const) {
    const form = new FormData();
    form.set('content', content);
    expect((await api.post(`/api/chat/${matchId}/messages`, { form, token: who.token })).status).toBe(201);
  }
  const blog = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
  blogSlug = /\/blog\/([a-z0-9-]+)</.exec(blog)?.[1] ?? '';
  expect(blogSlug).not.toBe('');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

type Screen = {
  /** How the test is named when the route is only known once the data exists. */
  name?: string;
  route: () => string;
  as?: () => TestUser;
  then?: (tab: Tab, language: Language) => Promise<void>;
};

const LEAVES = Object.fromEntries(LANGUAGES.map((language) => [language, leaves(language)])) as Record<
  Language,
  Map<string, string>
>;
const text = (language: Language, key: string) => LEAVES[language].get(key) ?? key;

/** Opens every question's row of "Ce que je recherche", so that their answers and levels are read. */
async function openStatedPreferenceRows({ page }: Tab): Promise<void> {
  const rows = page.locator('li[data-question] h4 button[aria-expanded="false"]');
  await rows.first().waitFor();
  while ((await rows.count()) > 0) await rows.first().click();
}

const SCREENS: Screen[] = [
  { route: () => '/' },
  { route: () => '/terms' },
  { route: () => '/faq' },
  { route: () => '/how-it-works' },
  { route: () => '/about' },
  { route: () => '/blog' },
  { name: '/blog/:slug', route: () => `/blog/${blogSlug}` },
  { route: () => '/testimonials' },
  { route: () => '/submit-testimonial' },
  { route: () => '/auth' },
  { route: () => '/auth?mode=signup' },
  { route: () => '/forgot-password' },
  { route: () => '/reset-password?token=not-a-real-token' },
  { route: () => '/sign-in-link' },
  { route: () => '/sign-in-link?token=not-a-real-token' },
  { route: () => '/confirm-email?token=not-a-real-token' },
  { route: () => '/unsubscribe?token=not-a-real-token' },
  { route: () => '/payment' },
  { route: () => '/payment/success?session_id=cs_unknown' },
  { route: () => '/payment/cancel' },
  { route: () => '/cette-page-n-existe-pas' },
  { route: () => '/dashboard', as: () => member },
  // "Ce que je recherche" (issue 34): its eight folded rows read opened too.
  { route: () => '/dashboard/preferences', as: () => member, then: openStatedPreferenceRows },
  { route: () => '/dashboard/notifications', as: () => member },
  { route: () => '/dashboard/privacy', as: () => member },
  { route: () => '/discover', as: () => member },
  { name: '/chat/:matchId', route: () => `/chat/${matchId}`, as: () => member },
  { route: () => '/admin', as: () => admin },
  {
    route: () => '/matches',
    as: () => member,
    // The rating dialog's anonymity sentence once showed a raw {{name}}: read it open too.
    async then({ page }, language) {
      await page.getByRole('button', { name: text(language, 'matches:rating.open') }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  // The optional step after a first questionnaire (decision 063), its rows opened.
  { route: () => '/questionnaire?step=preferences', as: () => member, then: openStatedPreferenceRows },
  {
    route: () => '/questionnaire',
    as: () => member,
    // Every step of the wizard, not only the first.
    async then(tab, language) {
      const { page } = tab;
      for (let step = 2; step <= 4; step++) {
        await page.getByRole('button', { name: text(language, 'questionnaire:nav.next'), exact: true }).click();
        const label = text(language, 'questionnaire:progress.label')
          .replace('{{step}}', String(step))
          .replace('{{total}}', '4');
        await page.getByText(label, { exact: true }).waitFor();
        await expectClean(tab, language, `/questionnaire step ${step}`);
      }
    },
  },
];

/** The text a member reads: title, body and the attributes assistive technology reads out. */
const readText = (page: Page) =>
  page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')).flatMap(
      (element) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    // Text marked as another language (a blog body written in French, a review in its author's
    // language) is declared, not leaked: it is left out of the reading.
    const pageLanguage = document.documentElement.lang;
    let body = document.body.innerText;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('[lang]')))
      if (element.lang !== pageLanguage) body = body.replace(element.innerText, '');
    const busy = document.querySelector('[aria-busy="true"]') !== null;
    return { busy, text: [document.title, body, ...attributes].join('\n') };
  });

/**
 * The page's text once it has settled: no request in flight (data, code, texts; a live chat stream
 * never ends and is not counted), nothing marked busy, and the same text two frames later. Waits on
 * the page's own events, not on a clock; a page still changing after a few hundred rounds fails here,
 * by name, rather than at the test's timeout.
 */
async function settledText(tab: Tab): Promise<string> {
  for (let round = 0; round < 300; round++) {
    await tab.requests.idle();
    const before = await readText(tab.page);
    await twoFrames(tab.page);
    const after = await readText(tab.page);
    if (tab.requests.inFlight() === 0 && !after.busy && after.text === before.text) return after.text;
  }
  throw new Error(`${tab.page.url()}: its text never settled (busy, or changing from frame to frame)`);
}

/** Requests a page has in flight, and a promise for the moment it has none. */
function trackRequests(page: Page) {
  const pending = new Set<Request>();
  const waiting: (() => void)[] = [];
  const finished = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('request', (request) => {
    if (!(request.headers().accept ?? '').includes('text/event-stream')) pending.add(request);
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    inFlight: () => pending.size,
    idle: () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

async function expectClean(tab: Tab, language: Language, where: string) {
  const seen = await settledText(tab);
  const problems: string[] = [];
  for (const match of seen.matchAll(/\{\{[^}]*\}\}/g)) problems.push(`placeholder ${match[0]}`);
  for (const token of seen.match(/[A-Za-z][\w-]*:[\w.-]+|[a-z][\w-]*(?:\.[\w-]+)+/g) ?? [])
    if (KEY_SHAPES.has(token)) problems.push(`raw key ${token}`);
  if (language !== 'fr')
    for (const sentence of FOREIGN_FRENCH[language])
      if (seen.includes(sentence)) problems.push(`French: "${sentence}"`);
  problems.push(...tab.warnings.filter((w) => w.includes('missing translation')));
  expect(problems, `${where} in ${language}`).toEqual([]);
}

/** A tab with what its page reported since the current screen was opened. */
type Tab = { page: Page; errors: string[]; warnings: string[]; requests: ReturnType<typeof trackRequests> };

/**
 * One browser tab per language and member, shared by that pair's screens: a context is a fresh profile
 * (a new one per screen made Chromium fetch and compile the app's scripts again each time), and a new
 * tab costs a renderer of its own. Each screen still opens from its URL, a whole new document; what
 * the page reports is collected again for each screen.
 */
const tabs = new Map<string, Promise<Tab>>();
function tabFor(language: Language, who: TestUser | undefined): Promise<Tab> {
  const key = `${language} ${who?.id ?? ''}`;
  let tab = tabs.get(key);
  if (!tab) {
    tab = (async () => {
      const context = await browser.newContext({ locale: LOCALE[language] });
      const profile = who
        ? JSON.stringify((await apiClient(app.baseUrl).get('/api/profile/me', { token: who.token })).data)
        : '';
      await context.addInitScript(
        ([lang, token, user]) => {
          localStorage.setItem('language', lang!);
          if (token) localStorage.setItem('token', token);
          if (user) localStorage.setItem('user', user);
        },
        [language, who?.token ?? '', profile] as const,
      );
      const page = await context.newPage();
      const opened: Tab = { page, errors: collectPageErrors(page), warnings: [], requests: trackRequests(page) };
      page.on('console', (message) => {
        if (message.type() === 'warning') opened.warnings.push(message.text());
      });
      return opened;
    })();
    tabs.set(key, tab);
  }
  return tab;
}
afterAll(async () => {
  for (const tab of tabs.values()) await (await tab).page.context().close();
});

// One test per screen and language: a slow screen fails alone, with its name, instead of a language's
// whole tour running out of time.
describe('no raw text on any screen', () => {
  for (const language of LANGUAGES) {
    for (const screen of SCREENS) {
      it(`${screen.name ?? screen.route()} in ${language}`, async () => {
        const tab = await tabFor(language, screen.as?.());
        const { page, errors, warnings } = tab;
        // Left on the previous screen's address, so that what this one reports is its own.
        await page.goto('about:blank');
        errors.length = 0;
        warnings.length = 0;
        const route = screen.route();
        await page.goto(app.baseUrl + route);
        await page.locator('main').first().waitFor();
        expect(await page.getAttribute('html', 'lang'), `${route} lang`).toBe(language);
        await expectClean(tab, language, route);
        if (screen.then) {
          await screen.then(tab, language);
          await expectClean(tab, language, `${route} (after interaction)`);
        }
        // axe costs ~1.3 s a screen, and what it judges (names, roles, contrast, structure) does not
        // change with the language: French, the default, is checked; the others differ only in text,
        // which the checks above read.
        if (language === 'fr') await checkA11y(page);
        // Failed loads of made-up tokens and ids are the point of some screens; nothing else may fail.
        expect(
          errors.filter((e) => !e.startsWith('Failed to load resource')),
          route,
        ).toEqual([]);
      });
    }
  }
});
