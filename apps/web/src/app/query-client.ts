// The app's TanStack Query cache. Client errors (4xx) are answers, not glitches: they are not retried.
// A failed mutation is said once, here: the toast its hook names in `meta.errorToast` (a translation
// key), with the server's catalogue message under it — except after a 401, which the API client has
// already handled (session cleared, back to sign-in) and which no screen repeats.
// When the connection returns, a query that failed is asked again by itself (lib/query-recovery.ts).
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { ApiError } from '../lib/api-client';
import { recoverOnReconnect } from '../lib/query-recovery';
import { toast } from '../lib/toast';
import { errorDescription, isSessionEnd } from '../lib/user-message';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** `namespace:key` of the toast that says the action failed. */
      errorToast?: string;
      /** Statuses that are answers to this action rather than failures (a swipe already made: 409). */
      quietStatuses?: readonly number[];
    };
  }
}

export const mutationCache = new MutationCache({
  onError(error, _variables, _context, mutation) {
    const key = mutation.meta?.errorToast;
    if (!key || isSessionEnd(error)) return;
    if (error instanceof ApiError && mutation.meta?.quietStatuses?.includes(error.status)) return;
    toast.error(i18n.t(key), { description: errorDescription(error) });
  },
});

export const queryDefaults = {
  retry: (failureCount: number, error: Error) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  refetchOnWindowFocus: false,
  refetchOnReconnect: recoverOnReconnect(),
  staleTime: 30_000,
};

export const queryClient = new QueryClient({
  mutationCache,
  defaultOptions: {
    queries: queryDefaults,
    mutations: { retry: false },
  },
});
