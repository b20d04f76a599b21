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
import { paths } from '../config/paths';

export function requireTokenLoader() {
  return hasToken() ? null : redirect(paths.auth());
}

/** The check is a local-storage read: run it on every navigation, not only on the first. */
export const revalidateTokenOnEveryNavigation: ShouldRevalidateFunction = () => true;
