// The guard of the signed-in screens (spec section 4): a token in local storage lets the user in, none
// sends them to /auth. Its validity is not checked here; the first API call that gets a 401 clears the
// session and comes back to /auth (lib/api-client.ts).
//
// It is a route loader, not a component: it runs before the page's code is even downloaded (no flash
// of a signed-in screen), on every navigation into or between signed-in routes, and never in the
// middle of one — a screen that clears the session while leaving (sign-out, account deletion) is not
// bounced to /auth on its way out.
import { redirect, type ShouldRevalidateFunction } from 'react-router';
import { hasToken } from '../lib/session';
import { memberHome } from '../lib/member-home';
import { paths } from '../config/paths';

export function requireTokenLoader() {
  return hasToken() ? null : redirect(paths.auth());
}

/**
 * The other way round for /auth (issue 35 item 3): a signed-in member never sees the sign-in or sign-up
 * form — browser back from the questionnaire used to show an empty sign-up form for an account that
 * exists. They go where they are in onboarding (the questionnaire resumes at the step reached). The
 * same token check as the guard: a stale token is found out by that screen's first request.
 */
export function signedOutOnlyLoader() {
  return hasToken() ? redirect(memberHome()) : null;
}

/** The check is a local-storage read: run it on every navigation, not only on the first. */
export const revalidateTokenOnEveryNavigation: ShouldRevalidateFunction = () => true;
