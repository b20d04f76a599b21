// Every route of the spec (section 2), each page in its own chunk: a visitor of a public page never
// downloads the signed-in app, and a page's translations load together with its code.
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { routePatterns, paths } from '../config/paths';
import { i18n, loadNamespaces } from '../i18n';
import { setUnauthorizedHandler } from '../lib/unauthorized';
import { toast } from '../lib/toast';
import { PageLoading } from './page-loading';
import { requireTokenLoader, revalidateTokenOnEveryNavigation, signedOutOnlyLoader } from './require-token';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

/** A route's `lazy`: the page module and its translation namespaces, fetched in parallel. */
function page(load: () => Promise<PageModule>, namespaces: readonly string[]) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };
}

/** Public pages share the site frame, whose texts are in `landing`. */
const publicSite = (namespace: string) => ['landing', namespace];

/** "Mon Profil" and its sections: the profile's editor reuses the questionnaire's texts. */
const dashboardTexts = ['dashboard', 'verification', 'questionnaire'];

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        path: routePatterns.home,
        lazy: page(() => import('../features/landing/pages/landing-page'), ['landing']),
      },
      {
        path: routePatterns.terms,
        lazy: page(() => import('../features/legal/pages/terms-page'), publicSite('legal')),
      },
      { path: routePatterns.faq, lazy: page(() => import('../features/faq/pages/faq-page'), publicSite('faq')) },
      {
        path: routePatterns.howItWorks,
        lazy: page(() => import('../features/how-it-works/pages/how-it-works-page'), publicSite('howItWorks')),
      },
      {
        path: routePatterns.about,
        lazy: page(() => import('../features/about/pages/about-page'), publicSite('about')),
      },
      {
        path: routePatterns.blog,
        lazy: page(() => import('../features/blog/pages/blog-list-page'), publicSite('blog')),
      },
      {
        path: routePatterns.blogArticle,
        lazy: page(() => import('../features/blog/pages/blog-article-page'), publicSite('blog')),
      },
      {
        // Pathless layout route: the query cache, loaded with the first screen that talks to the API.
        lazy: async () => ({ Component: (await import('./query-layout')).default }),
        children: [
          {
            path: routePatterns.auth,
            loader: signedOutOnlyLoader,
            shouldRevalidate: revalidateTokenOnEveryNavigation,
            lazy: page(() => import('../features/auth/pages/auth-page'), ['auth']),
          },
          ...[routePatterns.payment, routePatterns.paymentSuccess, routePatterns.paymentCancel].map((path) => ({
            path,
            lazy: page(() => import('../features/payment/pages/payment-page'), ['payment']),
          })),
          {
            path: routePatterns.forgotPassword,
            lazy: page(() => import('../features/account/pages/forgot-password-page'), ['account', 'auth']),
          },
          {
            path: routePatterns.resetPassword,
            lazy: page(() => import('../features/account/pages/reset-password-page'), ['account', 'auth']),
          },
          {
            path: routePatterns.signInLink,
            lazy: page(() => import('../features/account/pages/sign-in-link-page'), ['account', 'auth']),
          },
          {
            path: routePatterns.confirmEmail,
            lazy: page(() => import('../features/account/pages/confirm-email-page'), ['account']),
          },
          {
            path: routePatterns.unsubscribe,
            lazy: page(() => import('../features/account/pages/unsubscribe-page'), ['account']),
          },
          { path: routePatterns.admin, lazy: page(() => import('../features/admin/pages/admin-page'), ['admin']) },
          {
            path: routePatterns.testimonials,
            lazy: page(() => import('../features/testimonials/pages/testimonials-page'), publicSite('testimonials')),
          },
          {
            path: routePatterns.submitTestimonial,
            lazy: page(
              () => import('../features/testimonials/pages/submit-testimonial-page'),
              publicSite('testimonials'),
            ),
          },
          {
            // Pathless layout route: renders its children; its loader is the token guard.
            loader: requireTokenLoader,
            shouldRevalidate: revalidateTokenOnEveryNavigation,
            children: [
              {
                path: routePatterns.questionnaire,
                lazy: page(() => import('../features/questionnaire/pages/questionnaire-page'), ['questionnaire']),
              },
              {
                // "Mon Profil" and its settings, one address per section (decision 060), in one frame
                // (member header, sections' navigation) that stays while the member moves between them.
                lazy: page(() => import('../features/dashboard/pages/settings-layout'), dashboardTexts),
                children: [
                  {
                    path: routePatterns.dashboard,
                    lazy: page(() => import('../features/dashboard/pages/dashboard-page'), dashboardTexts),
                  },
                  {
                    path: routePatterns.dashboardPreferences,
                    lazy: page(() => import('../features/dashboard/pages/preferences-page'), dashboardTexts),
                  },
                  {
                    path: routePatterns.dashboardNotifications,
                    lazy: page(() => import('../features/dashboard/pages/notifications-page'), dashboardTexts),
                  },
                  {
                    path: routePatterns.dashboardPrivacy,
                    lazy: page(() => import('../features/dashboard/pages/privacy-page'), dashboardTexts),
                  },
                ],
              },
              {
                path: routePatterns.discover,
                lazy: page(() => import('../features/discover/pages/discover-page'), ['discover']),
              },
              {
                path: routePatterns.matches,
                lazy: page(() => import('../features/matches/pages/matches-page'), ['matches']),
              },
              { path: routePatterns.chat, lazy: page(() => import('../features/chat/pages/chat-page'), ['chat']) },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('../features/not-found/pages/not-found-page'), ['notFound']) },
    ],
  },
]);

// A rejected session (expired, revoked, account deleted): forget what was cached for that user, say
// why, and go to sign-in. One toast even when several requests fail at once.
setUnauthorizedHandler(() => {
  toast.info(i18n.t('session.expired', { ns: 'common' }), { id: 'session-expired' });
  // Cleared after leaving the page: a query cleared while still mounted would fetch again.
  void Promise.all([router.navigate(paths.auth()), import('./query-client')]).then(([, { queryClient }]) =>
    queryClient.clear(),
  );
});
