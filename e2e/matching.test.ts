// Browser journey of discover and matches (spec sections 2, 4, 8) in Chromium against the real server
// and the built web app: two people set up through the API like each other in the browser (keyboard,
// drag and button), the second sees the match toast, both find the match card, and axe checks both
// screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from '../apps/server/test/test-server.js';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs as openSignedIn, type Gender, type Session } from './support/members.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

/** Everyone here is 31 and seeks 30–32. */
const member = (
  name: string,
  gender: Gender,
  patch: { interests?: string[]; answers?: Record<string, string>; bio?: string } = {},
) =>
  createMember(app.baseUrl, name, gender, {
    register: { age: 31 },
    questionnaire: {
      interests: patch.interests ?? ['music', 'travel', 'cooking', 'nature'],
      answers: patch.answers,
      bio: patch.bio ?? 'Randonnées le week-end, marchés le dimanche.',
      traits: { extraversion: 60, aventure: 75, emotion: 50, planification: 40, social: 55 },
    },
    settings: { age_min: 30, age_max: 32 },
  });

/** A French browser tab already signed in. */
const openAs = (session: Session, path: string) => openSignedIn(browser, app.baseUrl, session, path);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const card = (page: Page) => page.getByTestId('discover-card');

/** Toasts use the shared toaster's colours; close them before axe looks at this page's own markup. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Fermer la notification' });
  while ((await close.count()) > 0) {
    // A toast may close on its own (4 s) while we reach for it: that is just as good.
    await close
      .first()
      .click({ timeout: 1000 })
      .catch(() => {});
  }
  await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
}

/** Drags the current card with the mouse, as a person would with a finger. */
async function drag(page: Page, dx: number): Promise<void> {
  const box = await card(page).boundingBox();
  if (!box) throw new Error('no card on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x + (dx * step) / 8, y + step);
  await page.mouse.up();
}

describe('discover and matches', () => {
  it('two people like each other: the second sees the match toast, both see the match card', async () => {
    const lea = await member('Léa Martin', 'femme');
    const hugo = await member('Hugo Petit', 'homme', { interests: ['music', 'travel', 'cooking', 'sport'] });
    // A second man who fits Léa less well, so he comes second in her deck.
    const marc = await member('Marc Durand', 'homme', {
      interests: ['technology', 'dance', 'yoga'],
      answers: { future: 'career', values: 'freedom', communication: 'space' },
      bio: 'Développeur, danseur de salsa.',
    });

    // Léa: Hugo first ('1 / 2', score, reason), liked with the → key; Marc dragged away to the left.
    const a = await openAs(lea, '/discover');
    try {
      const { page } = a;
      // Other members see a first name only (decision 040).
      await expect.poll(() => card(page).getByRole('heading', { level: 2 }).textContent()).toContain('Hugo');
      expect(await card(page).textContent()).not.toContain('Petit');
      await expect.poll(() => page.getByTestId('discover-counter').textContent()).toBe('1 / 2');
      await expect.poll(() => card(page).textContent()).toMatch(/Score: \d+\/100/);
      await expect.poll(() => card(page).textContent()).toContain('Pourquoi vous correspondez');
      await expect.poll(() => card(page).textContent()).toContain('les voyages');
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
      await checkA11y(page);

      await page.keyboard.press('ArrowRight');
      await expect.poll(() => card(page).getByRole('heading', { level: 2 }).textContent()).toContain('Marc');
      await expect.poll(() => page.getByTestId('discover-counter').textContent()).toBe('2 / 2');

      // A short drag is not a decision: the card comes back.
      await drag(page, 40);
      await expect.poll(() => card(page).getByRole('heading', { level: 2 }).textContent()).toContain('Marc');
      await drag(page, -260);
      await expect.poll(() => page.getByText('Plus de profils pour le moment').isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Retour au profil' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
      expect(a.errors).toEqual([]);
    } finally {
      await a.close();
    }
    const swipes = apiClient(app.baseUrl);
    expect((await swipes.get('/api/discover', { token: lea.token })).data).toEqual([]);

    // Hugo: Léa's card, liked with the button: it's a match.
    const b = await openAs(hugo, '/discover');
    try {
      const { page } = b;
      await page.getByRole('button', { name: "J'aime le profil de Léa" }).click();
      await expect.poll(() => toast(page, "C'est un match ! Vous pouvez maintenant discuter").count()).toBe(1);
      // The match view opens over discover (issue 35): "Continuer à découvrir" closes it.
      await page.getByRole('button', { name: 'Continuer à découvrir' }).click();

      await page.getByRole('link', { name: 'Mes matchs' }).click();
      await expect.poll(() => page.getByTestId('match-row').count()).toBe(1);
      const matchRow = page.getByTestId('match-row');
      expect(await matchRow.textContent()).toContain('Léa');
      expect(await matchRow.textContent()).not.toContain('Martin');
      // A new match invites to write; the spec's card (affinity, 'Discuter') folds out under "Détails".
      expect(await matchRow.getByTestId('match-preview').textContent()).toBe('Écrivez le premier message à Léa');
      await matchRow.getByRole('button', { name: 'Détails du match avec Léa' }).click();
      expect(await matchRow.textContent()).toMatch(/\d+\s?%/);
      expect(await matchRow.getByRole('link', { name: 'Discuter avec Léa' }).nth(1).textContent()).toBe('Discuter');
      await dismissToasts(page);
      await checkA11y(page);

      const matchId = (await swipes.get('/api/matches', { token: hugo.token })).data[0].match.id as string;
      // The row itself opens the chat, not only its button.
      const box = await matchRow.getByTestId('match-photo').boundingBox();
      if (!box) throw new Error('no row picture');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/chat/${matchId}`);
      expect(b.errors).toEqual([]);
    } finally {
      await b.close();
    }

    // Léa sees the match too; Marc, who was passed on, has none and is pointed to /discover.
    const again = await openAs(lea, '/matches');
    try {
      await expect.poll(() => again.page.getByTestId('match-row').textContent()).toContain('Hugo');
    } finally {
      await again.close();
    }
    const none = await openAs(marc, '/matches');
    try {
      const { page } = none;
      // The page's first paint waits for /api/matches: a fresh page gets the locator's own timeout, not
      // expect.poll's one second (a loaded CI machine took longer).
      await page.getByText('Aucun match pour le moment').waitFor();
      await checkA11y(page);
      await page.getByRole('link', { name: 'Découvrir des profils' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/discover');
    } finally {
      await none.close();
    }
  });
});

describe('your turn', () => {
  it('with 8 conversations waiting for her reply, discover says so kindly and leads to them', async () => {
    const api = apiClient(app.baseUrl);
    const me = await createMember(app.baseUrl, 'Clémence', 'femme', { register: { age: 52 } });
    await createMember(app.baseUrl, 'Bastien', 'homme', { register: { age: 52 } });
    for (let i = 0; i < 8; i++) {
      const writer = await createMember(app.baseUrl, `Écrivain ${i}`, 'homme', { register: { age: 52 } });
      const form = (action: string) => {
        const f = new FormData();
        f.set('swiped_id', me.user.id);
        f.set('action', action);
        return f;
      };
      // A match made through the API (she likes him back), then his message waiting for her.
      await api.post('/api/swipe', { token: writer.token, form: form('like') });
      const back = new FormData();
      back.set('swiped_id', writer.user.id);
      back.set('action', 'like');
      const liked = await api.post('/api/swipe', { token: me.token, form: back });
      expect(liked.data.is_match).toBe(true);
      const message = new FormData();
      message.set('content', 'Bonjour Clémence !');
      expect(
        (await api.post(`/api/chat/${liked.data.match_id}/messages`, { token: writer.token, form: message })).status,
      ).toBe(201);
    }
    const { page, errors, close } = await openAs(me, '/discover');
    try {
      await page.getByRole('heading', { name: 'C’est à vous de jouer' }).waitFor();
      await page.getByText('8 personnes attendent votre réponse').waitFor();
      await checkA11y(page);
      await page.getByRole('link', { name: 'Voir mes conversations' }).click();
      await page.waitForURL(`${app.baseUrl}/matches`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
