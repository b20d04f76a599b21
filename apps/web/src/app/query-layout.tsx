// The server-data cache (TanStack Query) for the routes that talk to the API: sign-in, payment,
// testimonials, admin and every member screen. The static public pages (landing, FAQ, blog, terms…)
// sit outside it, so their visitors do not download the query library at all. The client is a module
// singleton: leaving for a public page and coming back keeps the cache.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
