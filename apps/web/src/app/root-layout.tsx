// The frame around every route: a page-wide spinner while a screen's code or texts load, and scroll
// restoration on navigation.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from './page-loading';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
