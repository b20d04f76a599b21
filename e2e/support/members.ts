// People for browser journeys, set up through the real API, and browser tabs signed in as them: the
// one copy the journeys share (issue 14). The questionnaire is the server fixtures' `questionnaireBody`.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Me } from '@affinia/contract';
import { apiClient, newUser } from '../../apps/server/test/test-server.js';
import { questionnaireBody } from '../../apps/server/test/fixtures.js';
import { collectPageErrors } from './browser.js';

export type Session = { token: string; user: Me };
export type Gender = 'homme' | 'femme';

export type MemberOptions = {
  /** Extra registration fields (age, location, place_id…). */
  register?: Record<string, unknown>;
  /** Passed to `questionnaireBody` (interests, answers, traits, bio…). */
  questionnaire?: Parameters<typeof questionnaireBody>[0];
  /** Settings saved with the questionnaire; by default the opposite gender, the member's own age. */
  settings?: Record<string, unknown>;
};

/** Registers someone and saves a complete questionnaire; answers their session. */
export async function createMember(
  baseUrl: string,
  name: string,
  gender: Gender,
  { register = {}, questionnaire = {}, settings = {} }: MemberOptions = {},
): Promise<Session> {
  const api = apiClient(baseUrl);
  const body = newUser({ name, gender, ...register });
  const registered = await api.post('/api/auth/register', { json: body });
  expect(registered.status).toBe(201);
  const token = registered.data.token as string;
  const saved = await api.put('/api/profile/me', {
    token,
    json: {
      ...questionnaireBody({ type_preference: 'Quelqu’un de drôle et sincère', beauty_score: 50, ...questionnaire }),
      seeking_genders: [gender === 'homme' ? 'femme' : 'homme'],
      age_min: body.age,
      age_max: body.age,
      ...settings,
    },
  });
  expect(saved.status).toBe(200);
  return { token, user: saved.data as Me };
}

/** Registers someone who has not filled in the questionnaire yet (it opens on its first step). */
export async function registerMember(
  baseUrl: string,
  name: string,
  gender: Gender,
  register: Record<string, unknown> = {},
): Promise<Session> {
  const registered = await apiClient(baseUrl).post('/api/auth/register', {
    json: newUser({ name, gender, ...register }),
  });
  expect(registered.status).toBe(201);
  return { token: registered.data.token as string, user: registered.data.user as Me };
}

export type Tab = { page: Page; context: BrowserContext; errors: string[]; close: () => Promise<void> };

export type TabOptions = {
  locale?: string;
  /** Stored as the interface language, as the language switcher does. */
  language?: string;
  viewport?: { width: number; height: number };
  touch?: boolean;
};

/** A browser tab already signed in as `session` (token and user in local storage, as the app stores them). */
export async function openAs(
  browser: Browser,
  baseUrl: string,
  session: Session,
  path: string,
  { locale = 'fr-FR', language, viewport = { width: 1100, height: 1000 }, touch = false }: TabOptions = {},
): Promise<Tab> {
  const context = await browser.newContext({ locale, viewport, hasTouch: touch, isMobile: touch });
  await context.addInitScript(
    ([token, user, lang]) => {
      // Once per tab: a test that signs out must stay signed out after a reload.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      if (lang) localStorage.setItem('language', lang);
    },
    [session.token, JSON.stringify(session.user), language ?? ''] as const,
  );
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(baseUrl + path);
  return { page, context, errors, close: () => context.close() };
}
