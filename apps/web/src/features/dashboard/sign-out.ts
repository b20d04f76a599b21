// Leaving the signed-in area (logout, account deleted): go to / first, then forget the session and
// every cached answer. In that order because the guard of the signed-in routes re-renders while the
// navigation is under way and would send a visitor without a token to /auth instead.
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { paths } from '../../config/paths';
import { clearSession } from '../../lib/session';

export async function leaveToHome(navigate: NavigateFunction, queryClient: QueryClient): Promise<void> {
  await navigate(paths.home());
  clearSession();
  queryClient.clear();
}
