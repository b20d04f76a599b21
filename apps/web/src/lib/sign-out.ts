// Leaving the signed-in area (logout, account deleted): go to / first, then clear local storage and
// every cached answer. In that order because the guard of the signed-in routes re-renders while the
// navigation is under way and would send a visitor without a token to /auth instead. The navigation
// commits synchronously (flushSync): in the default transition the member screen stayed mounted a
// moment longer, and the emptied cache made its queries fetch again without a session (401s).
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { paths } from '../config/paths';
import { logout } from './logout';
import { clearLocalStorage, getToken } from './session';

export async function leaveToHome(navigate: NavigateFunction, queryClient: QueryClient): Promise<void> {
  await navigate(paths.home(), { flushSync: true });
  // The spec clears local storage, the `language` choice with the session (issue 35).
  clearLocalStorage();
  queryClient.clear();
}

/**
 * Signing out: the app stops using the session first (nothing polls or streams with it any more), and
 * only then asks the server to revoke it. Revoking first would let a request already under way come
 * back 401 and be taken for an expired session. The member leaves whether or not the server answers.
 */
export async function signOut(navigate: NavigateFunction, queryClient: QueryClient): Promise<void> {
  const token = getToken();
  await queryClient.cancelQueries();
  await leaveToHome(navigate, queryClient);
  if (token) await logout(token).catch((error: unknown) => console.warn('[auth] logout was not confirmed', error));
}
