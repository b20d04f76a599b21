// The server-data cache (TanStack Query) for the routes that talk to the API: sign-in, payment,
// testimonials, admin and every member screen. The static public pages (landing, FAQ, blog, terms…)
// sit outside it, so their visitors do not download the query library at all. The client is a module
// singleton: leaving for a public page and coming back keeps the cache. The chat's outbox is delivered
// from here too, so a message written offline leaves when the connection returns, on any screen.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { OutboxDelivery } from '../features/chat/components/outbox-delivery';
import { queryClient } from './query-client';

export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <OutboxDelivery />
      <Outlet />
    </QueryClientProvider>
  );
}
