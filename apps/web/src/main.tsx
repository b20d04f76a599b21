// Entry point: translations first (they set <html lang>), then the providers and the router.
// A public page prerendered at build time (scripts/prerender.mjs) is hydrated rather than
// re-rendered, once its route's code and texts are loaded, so that the visitor sees no flash.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_LANGUAGE } from '@affinia/contract';
import { i18n } from './i18n';
import './styles.css';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { registerServiceWorker } from './app/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The prerendered markup is the French page at this exact path: anything else is rendered afresh.
const prerendered = container.dataset.prerendered === window.location.pathname && i18n.language === DEFAULT_LANGUAGE;

/** Resolves once the router has loaded the matched route's code and translations. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

if (prerendered) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (long pages such as /testimonials took one long task); the markup
  // is already on screen, and React replays a click that lands before its part is hydrated.
  void routerReady().then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The prerendered French <title> and meta tags would otherwise linger beside the page's own.
  for (const node of document.head.querySelectorAll('[data-prerendered-head]')) node.remove();
  createRoot(container).render(app);
}

registerServiceWorker();
