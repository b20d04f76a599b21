// The two route guards (spec section 4, issue 35 item 3): a signed-in member is sent away from /auth to
// where they are in onboarding — the questionnaire until it is completed, then the profile — and a
// visitor without a token goes from a member screen to /auth.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../lib/test-browser';
import { requireTokenLoader, signedOutOnlyLoader } from './require-token';

afterEach(() => {
  vi.unstubAllGlobals();
});

const redirectedTo = (result: unknown) =>
  result instanceof Response && result.status >= 300 && result.status < 400 ? result.headers.get('Location') : null;

const member = (completed: boolean | undefined): [string, string][] => [
  ['token', 'abc.def.ghi'],
  [
    'user',
    JSON.stringify({
      name: 'Léa',
      settings: completed === undefined ? undefined : { questionnaire_completed: completed },
    }),
  ],
];

describe('/auth for a signed-in member', () => {
  it('goes back to the questionnaire while it is not completed', () => {
    stubBrowser(member(false));
    expect(redirectedTo(signedOutOnlyLoader())).toBe('/questionnaire');
  });

  it('goes to the profile once it is, or when the stored profile says nothing', () => {
    stubBrowser(member(true));
    expect(redirectedTo(signedOutOnlyLoader())).toBe('/dashboard');
    stubBrowser([['token', 'abc.def.ghi']]);
    expect(redirectedTo(signedOutOnlyLoader())).toBe('/dashboard');
  });

  it('shows the forms to a visitor without a token', () => {
    stubBrowser([['user', JSON.stringify({ settings: { questionnaire_completed: false } })]]);
    expect(signedOutOnlyLoader()).toBeNull();
    expect(redirectedTo(requireTokenLoader())).toBe('/auth');
  });
});
